import type { ImageAttributes } from "./product-image";

/**
 * An `<img>` with attributes next/image made (productImageProps): the same markup as its
 * component, without its code in the browser. Works in server and client components.
 */
export function PlainImage({ image }: { image: ImageAttributes }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...image} />;
}

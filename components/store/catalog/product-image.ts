import { getImageProps } from "next/image";
import { preload } from "react-dom";

/** Shown for products without images. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * next/image props for a product image address. The app's own /uploads and /images paths go
 * through the image optimiser; an absolute address (object storage) is served as it is.
 */
export function productImageSource(src: string | undefined): { src: string; unoptimized: boolean } {
  const value = src || PLACEHOLDER_IMAGE;
  return { src: value, unoptimized: /^https?:\/\//.test(value) || value.endsWith(".svg") };
}

/** The attributes of a plain `<img>` (src, srcSet, sizes, loading, style...), serialisable. */
export type ImageAttributes = ReturnType<typeof getImageProps>["props"];

type ProductImageOptions = {
  src: string | undefined;
  alt: string;
  /** The `sizes` of the image in its layout. */
  sizes: string;
  /** Above the fold: loaded at once rather than lazily (see `preloadImage` for the head's hint). */
  eager?: boolean;
  className?: string;
};

/**
 * A product image filling its (relatively positioned) box, as next/image would render it, but
 * as attributes for a plain `<img>`: computed on the server, the browser needs no image
 * component code in its first load (next/image's client component is about 6 kB gzip).
 */
export function productImageProps({ src, alt, sizes, eager = false, className }: ProductImageOptions): ImageAttributes {
  const image = productImageSource(src);
  return getImageProps({ ...image, alt, fill: true, sizes, preload: eager, className }).props;
}

/**
 * Announces an above-the-fold image in the page's head (`<link rel="preload" as="image">` with
 * its srcset), as next/image does for a `preload` image. Call while rendering on the server.
 */
export function preloadImage(image: ImageAttributes): void {
  if (!image.src) return;
  preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes });
}

import { getImageProps } from "next/image";

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
  /** Above the fold (the page's largest paint): fetched at once and first, rather than lazily. */
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
  // Eager images ask for a high fetch priority (Next's advice for a largest paint) rather than a
  // preload hint: a hint made on the server travels in the page's RSC payload, so every prefetch
  // of the page (a link in view) would download its images too.
  const loading = eager ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  return getImageProps({ ...image, alt, fill: true, sizes, className, ...loading }).props;
}

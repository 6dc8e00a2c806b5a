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

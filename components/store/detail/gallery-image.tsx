import { PlainImage } from "../catalog/plain-image";
import { productImageProps } from "../catalog/product-image";

/** One product image filling its (relatively positioned) box: the dialogs' images, made in the browser once opened. */
export function GalleryImage({
  src,
  alt,
  sizes,
  className = "object-cover",
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  return <PlainImage image={productImageProps({ src, alt, sizes, className })} />;
}

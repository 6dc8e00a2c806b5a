import Image from "next/image";
import { cn } from "@/components/ui/cn";
import { productImageSource } from "../catalog/product-image";

/** One product image filling its (relatively positioned) box. */
export function GalleryImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const image = productImageSource(src);
  return (
    <Image
      src={image.src}
      unoptimized={image.unoptimized}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      className={cn("object-cover", className)}
    />
  );
}

export const tileClasses =
  "relative aspect-square overflow-hidden rounded-xl border-2 bg-neutral-100 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

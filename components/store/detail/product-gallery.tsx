"use client";

import { ChevronLeft, ChevronRight, ImageOff, ZoomIn } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/components/ui/cn";
import { productImageSource } from "../catalog/product-image";

/** How many thumbnails the gallery lists; further images go behind '+N More'. */
export const GALLERY_THUMBNAILS = 4;

function GalleryImage({
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

type LargeViewProps = {
  name: string;
  images: string[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** The larger view of one image, with previous/next when there are several. */
function LargeView({ name, images, index, onIndexChange }: LargeViewProps) {
  const open = index !== null;
  const current = index ?? 0;
  const step = (delta: number) => onIndexChange((current + delta + images.length) % images.length);
  const arrow =
    "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogContent className="max-w-4xl p-4 sm:p-6" closeLabel="Close image">
        <DialogTitle className="pr-10">{name}</DialogTitle>
        <DialogDescription>
          Image {current + 1} of {images.length}
        </DialogDescription>
        <div className="relative mt-4 aspect-square w-full overflow-hidden rounded-xl bg-neutral-100 sm:aspect-[4/3]">
          {open && (
            <GalleryImage
              src={images[current]}
              alt={`${name}, image ${current + 1}`}
              sizes="(min-width: 992px) 860px, 100vw"
              className="object-contain"
            />
          )}
          {images.length > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => step(-1)}
                className={cn(arrow, "left-3")}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => step(1)}
                className={cn(arrow, "right-3")}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const tileClasses =
  "relative aspect-square overflow-hidden rounded-xl border-2 bg-neutral-100 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * A main image and up to four thumbnails. Hovering or focusing a thumbnail previews it;
 * clicking any image opens the larger view. Images beyond four sit behind a '+N More' tile.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-2xl bg-neutral-100 text-neutral-600">
        <ImageOff className="size-10" aria-hidden="true" />
        <p className="text-sm font-medium">No images available</p>
      </div>
    );
  }

  const thumbnails = images.slice(0, GALLERY_THUMBNAILS);
  const more = images.slice(GALLERY_THUMBNAILS);
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => setViewing(active)}
        aria-label={`View larger image ${active + 1} of ${name}`}
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <GalleryImage
          src={images[active]}
          alt={name}
          sizes="(min-width: 992px) 600px, (min-width: 768px) 50vw, 100vw"
          priority
        />
        <span
          className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-neutral-800 opacity-0 shadow transition-opacity group-hover:opacity-100"
          aria-hidden="true"
        >
          <ZoomIn className="size-4" />
        </span>
      </button>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {thumbnails.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`View larger image ${index + 1} of ${name}`}
                aria-current={index === active ? "true" : undefined}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                onClick={() => setViewing(index)}
                className={cn(
                  tileClasses,
                  "w-full",
                  index === active ? "border-neutral-900" : "border-transparent hover:border-neutral-300",
                )}
              >
                <GalleryImage src={src} alt="" sizes="120px" />
              </button>
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <Dialog open={moreOpen} onOpenChange={setMoreOpen}>
                <DialogTrigger
                  className={cn(
                    tileClasses,
                    "flex w-full items-center justify-center border-neutral-200 bg-neutral-50 text-sm font-semibold text-neutral-800 hover:bg-neutral-100",
                  )}
                >
                  +{more.length} More
                </DialogTrigger>
                <DialogContent className="max-w-2xl">
                  <DialogTitle className="pr-10">More images for {name}</DialogTitle>
                  <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {more.map((src, offset) => {
                      const index = GALLERY_THUMBNAILS + offset;
                      return (
                        <li key={src}>
                          <button
                            type="button"
                            aria-label={`View larger image ${index + 1} of ${name}`}
                            onClick={() => {
                              setMoreOpen(false);
                              setViewing(index);
                            }}
                            className={cn(tileClasses, "w-full border-transparent hover:border-neutral-300")}
                          >
                            <GalleryImage src={src} alt="" sizes="200px" />
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </DialogContent>
              </Dialog>
            </li>
          )}
        </ul>
      )}
      <LargeView name={name} images={images} index={viewing} onIndexChange={setViewing} />
    </div>
  );
}

"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/components/ui/cn";
import { GalleryImage } from "./gallery-image";
import { tileClasses } from "./gallery-layout";

// The gallery's dialogs, loaded when one is first opened.

type LargeViewProps = {
  name: string;
  images: string[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The larger view of one image, with previous/next when there are several. */
export function LargeView({ name, images, index, onIndexChange, onCloseAutoFocus }: LargeViewProps) {
  const open = index !== null;
  const current = index ?? 0;
  const step = (delta: number) => onIndexChange((current + delta + images.length) % images.length);
  const arrow =
    "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogContent className="max-w-4xl p-4 sm:p-6" closeLabel="Close image" onCloseAutoFocus={onCloseAutoFocus}>
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

type MoreImagesProps = {
  name: string;
  images: string[];
  /** Index (in all images) of the first of `images`. */
  firstIndex: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  onView: (index: number) => void;
};

/** 'More images for {name}': the images beyond the thumbnails; choosing one opens the larger view. */
export function MoreImages({ name, images, firstIndex, open, onOpenChange, onCloseAutoFocus, onView }: MoreImagesProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-10">More images for {name}</DialogTitle>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((src, offset) => {
            const index = firstIndex + offset;
            return (
              <li key={src}>
                <button
                  type="button"
                  aria-label={`View larger image ${index + 1} of ${name}`}
                  onClick={() => onView(index)}
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
  );
}

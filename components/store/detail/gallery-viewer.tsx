"use client";

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { PlainImage } from "../catalog/plain-image";
import type { ImageAttributes } from "../catalog/product-image";
import { GALLERY_THUMBNAILS, tileClasses } from "./gallery-layout";

const loadDialogs = () => import("./gallery-dialogs");
const LargeView = lazy(() => loadDialogs().then((module) => ({ default: module.LargeView })));
const MoreImages = lazy(() => loadDialogs().then((module) => ({ default: module.MoreImages })));

/** The first images as the page shows them: the main view of each, and its thumbnail when there are several. */
export type GalleryViews = { main: ImageAttributes; thumbnail?: ImageAttributes }[];

/**
 * A main image and up to four thumbnails, their attributes made on the server (ProductGallery),
 * as is `zoomHint`, the badge shown over the main image on hover.
 * Hovering or focusing a thumbnail previews it; clicking any image opens the larger view.
 * Images beyond four sit behind a '+N More' tile. The dialogs' code loads when the shopper
 * first reaches for an image.
 */
export function GalleryViewer({
  name,
  images,
  views,
  zoomHint,
}: {
  name: string;
  images: string[];
  views: GalleryViews;
  zoomHint: ReactNode;
}) {
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  // Closing a dialog gives focus back to the image or tile that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const moreTile = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : moreTile.current)?.focus();
  }, []);
  const view = (index: number, event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setDialogsWanted(true);
    setViewing(index);
  };
  const preload = () => void loadDialogs();

  const more = images.slice(GALLERY_THUMBNAILS);
  return (
    <div className="space-y-3" onPointerEnter={preload}>
      <button
        type="button"
        onClick={(event) => view(active, event)}
        onFocus={preload}
        aria-label={`View larger image ${active + 1} of ${name}`}
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <PlainImage image={views[active].main} />
        {zoomHint}
      </button>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {views.map(({ thumbnail }, index) => (
            <li key={images[index]}>
              <button
                type="button"
                aria-label={`View larger image ${index + 1} of ${name}`}
                aria-current={index === active ? "true" : undefined}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                onClick={(event) => view(index, event)}
                className={cn(
                  tileClasses,
                  "w-full",
                  index === active ? "border-neutral-900" : "border-transparent hover:border-neutral-300",
                )}
              >
                {thumbnail && <PlainImage image={thumbnail} />}
              </button>
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <button
                ref={moreTile}
                type="button"
                aria-haspopup="dialog"
                aria-expanded={moreOpen}
                onClick={() => {
                  setDialogsWanted(true);
                  setMoreOpen(true);
                }}
                className={cn(
                  tileClasses,
                  "flex w-full items-center justify-center border-neutral-200 bg-neutral-50 text-sm font-semibold text-neutral-800 hover:bg-neutral-100",
                )}
              >
                +{more.length} More
              </button>
            </li>
          )}
        </ul>
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          {more.length > 0 && (
            <MoreImages
              name={name}
              images={more}
              firstIndex={GALLERY_THUMBNAILS}
              open={moreOpen}
              onOpenChange={setMoreOpen}
              onCloseAutoFocus={returnFocus}
              onView={(index) => {
                opener.current = moreTile.current;
                setMoreOpen(false);
                setViewing(index);
              }}
            />
          )}
          <LargeView
            name={name}
            images={images}
            index={viewing}
            onIndexChange={setViewing}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      )}
    </div>
  );
}

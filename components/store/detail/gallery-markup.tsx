import type { MouseEvent, ReactNode, Ref } from "react";
import { cn } from "@/components/ui/cn";
import { GALLERY_THUMBNAILS, tileClasses } from "./gallery-layout";

/** The first images as the server drew them: the main view of each, and its thumbnail when there are several. */
export type GalleryViews = { main: ReactNode; thumbnail?: ReactNode }[];

/** What the gallery shows: the same on the server and in the browser. */
export type GalleryContent = {
  name: string;
  /** How many images the product has (the views are the first GALLERY_THUMBNAILS of them). */
  imageCount: number;
  views: GalleryViews;
  /** The badge shown over the main image on hover. */
  zoomHint: ReactNode;
};

/** The browser's handlers (GalleryViewer); the server's drawing has none. */
export type GalleryHandlers = {
  onView: (index: number, event: MouseEvent<HTMLElement>) => void;
  onPreview: (index: number) => void;
  onMore: () => void;
  /** The shopper reached for the main image: the dialogs' code may load. */
  onReach: () => void;
  mainButton: Ref<HTMLButtonElement>;
  moreTile: Ref<HTMLButtonElement>;
};

type GalleryMarkupProps = GalleryContent & { active: number; moreOpen: boolean; handlers?: GalleryHandlers };

/**
 * The main image and up to four thumbnails (further images behind a '+N More' tile): one
 * drawing for the server's first view (no handlers) and for GalleryViewer. `data-gallery` names
 * each button so the viewer can take over focus and a click from the server's drawing.
 */
export function GalleryMarkup({ name, imageCount, views, zoomHint, active, moreOpen, handlers }: GalleryMarkupProps) {
  const more = imageCount - GALLERY_THUMBNAILS;
  return (
    <>
      <button
        ref={handlers?.mainButton}
        type="button"
        data-gallery="main"
        onClick={handlers && ((event) => handlers.onView(active, event))}
        onFocus={handlers?.onReach}
        aria-label={`View larger image ${active + 1} of ${name}`}
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {views[active].main}
        {zoomHint}
      </button>
      {imageCount > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {views.map(({ thumbnail }, index) => (
            <li key={index}>
              <button
                type="button"
                data-gallery={index}
                aria-label={`View larger image ${index + 1} of ${name}`}
                aria-current={index === active ? "true" : undefined}
                onMouseEnter={handlers && (() => handlers.onPreview(index))}
                onFocus={handlers && (() => handlers.onPreview(index))}
                onClick={handlers && ((event) => handlers.onView(index, event))}
                className={cn(
                  tileClasses,
                  "w-full border-transparent hover:border-neutral-300 aria-[current=true]:border-neutral-900",
                )}
              >
                {thumbnail}
              </button>
            </li>
          ))}
          {more > 0 && (
            <li>
              <button
                ref={handlers?.moreTile}
                type="button"
                data-gallery="more"
                aria-haspopup="dialog"
                aria-expanded={moreOpen}
                onClick={handlers?.onMore}
                className={cn(
                  tileClasses,
                  "flex w-full items-center justify-center border-neutral-200 bg-neutral-50 text-sm font-semibold text-neutral-800 hover:bg-neutral-100",
                )}
              >
                +{more} More
              </button>
            </li>
          )}
        </ul>
      )}
    </>
  );
}

"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { GALLERY_THUMBNAILS } from "./gallery-layout";
import { GalleryMarkup, type GalleryContent } from "./gallery-markup";

const loadDialogs = () => import("./gallery-dialogs");
const LargeView = lazy(() => loadDialogs().then((module) => ({ default: module.LargeView })));
const MoreImages = lazy(() => loadDialogs().then((module) => ({ default: module.MoreImages })));

export const preloadDialogs = () => void loadDialogs();

/** What the shopper did to the server's drawing while this code loaded: the `data-gallery` of the button focused, and of one clicked. */
export type GalleryStart = { focus?: string; click?: string };

/**
 * The gallery in the browser, loaded by GalleryLoader when the shopper first reaches for it.
 * Hovering or focusing a thumbnail previews it; clicking any image opens the larger view, and
 * '+N More' the images beyond four. The dialogs' code loads with this.
 */
export function GalleryViewer({ images, start, ...content }: GalleryContent & { images: string[]; start: GalleryStart }) {
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  // Closing a dialog gives focus back to the image or tile that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const moreTile = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : moreTile.current)?.focus();
  }, []);

  // This drawing replaced the server's: the focus, and a click made while loading, carry over.
  useEffect(() => {
    const button = (name?: string) =>
      name ? mainButton.current?.parentElement?.querySelector<HTMLElement>(`[data-gallery="${name}"]`) : null;
    button(start.focus)?.focus();
    button(start.click)?.click();
  }, [start]);

  const more = images.slice(GALLERY_THUMBNAILS);
  return (
    <>
      <GalleryMarkup
        {...content}
        active={active}
        moreOpen={moreOpen}
        handlers={{
          onView: (index: number, event: MouseEvent<HTMLElement>) => {
            opener.current = event.currentTarget;
            setDialogsWanted(true);
            setViewing(index);
          },
          onPreview: setActive,
          onMore: () => {
            setDialogsWanted(true);
            setMoreOpen(true);
          },
          onReach: preloadDialogs,
          mainButton,
          moreTile,
        }}
      />
      {dialogsWanted && (
        <Suspense fallback={null}>
          {more.length > 0 && (
            <MoreImages
              name={content.name}
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
            name={content.name}
            images={images}
            index={viewing}
            onIndexChange={setViewing}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}

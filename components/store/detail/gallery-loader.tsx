"use client";

import { useRef, useState, type ReactNode } from "react";
import type { GalleryContent } from "./gallery-markup";
import type { GalleryStart, GalleryViewer } from "./gallery-viewer";

type Loaded = { Viewer: typeof GalleryViewer; start: GalleryStart };

const galleryName = (element: Element | null) =>
  element?.closest<HTMLElement>("[data-gallery]")?.dataset.gallery;

/**
 * Shows the server's drawing of the gallery (`children`) until the shopper first reaches for
 * it (pointer, focus or a click), then loads GalleryViewer and hands over to it: the button
 * that had focus keeps it, and a click made meanwhile is made again, so keyboard and screen
 * reader users meet the same buttons as before. None of the gallery's code is in the first load.
 */
export function GalleryLoader({ children, ...viewed }: GalleryContent & { images: string[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const clicked = useRef<string>(undefined);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const wake = () => {
    if (loaded) return;
    void import("./gallery-viewer").then(({ GalleryViewer, preloadDialogs }) => {
      preloadDialogs();
      const focused = root.current?.contains(document.activeElement) ? galleryName(document.activeElement) : undefined;
      setLoaded((current) => current ?? { Viewer: GalleryViewer, start: { focus: focused, click: clicked.current } });
    });
  };
  return (
    <div
      ref={root}
      className="space-y-3"
      onPointerEnter={wake}
      onFocus={wake}
      onClick={(event) => {
        clicked.current ??= galleryName(event.target as Element);
        wake();
      }}
    >
      {loaded ? <loaded.Viewer {...viewed} start={loaded.start} /> : children}
    </div>
  );
}

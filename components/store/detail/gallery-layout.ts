/** How many thumbnails the gallery lists; further images go behind '+N More'. */
export const GALLERY_THUMBNAILS = 4;

export const tileClasses =
  "relative aspect-square overflow-hidden rounded-xl border-2 bg-neutral-100 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

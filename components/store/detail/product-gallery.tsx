import { ImageOff, ZoomIn } from "lucide-react";
import { PlainImage } from "../catalog/plain-image";
import { productImageProps } from "../catalog/product-image";
import { GALLERY_THUMBNAILS } from "./gallery-layout";
import { GalleryLoader } from "./gallery-loader";
import { GalleryMarkup, type GalleryContent, type GalleryViews } from "./gallery-markup";

const MAIN_SIZES = "(min-width: 992px) 600px, (min-width: 768px) 50vw, 100vw";
const THUMBNAIL_SIZES = "120px";

function NoImages() {
  return (
    <div className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-2xl bg-neutral-100 text-neutral-600">
      <ImageOff className="size-10" aria-hidden="true" />
      <p className="text-sm font-medium">No images available</p>
    </div>
  );
}

/**
 * The product's gallery. The images of its first view (each thumbnail, and the main view it
 * previews) are drawn here on the server, so the browser's gallery carries no image code; so are
 * the empty state and the zoom badge, which need no state, and the gallery's first drawing
 * (GalleryMarkup), which GalleryLoader shows until the shopper reaches for it. The main images
 * load eagerly, the first being the page's largest paint.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  if (images.length === 0) return <NoImages />;
  const views: GalleryViews = images.slice(0, GALLERY_THUMBNAILS).map((src) => ({
    main: <PlainImage image={productImageProps({ src, alt: name, sizes: MAIN_SIZES, eager: true, className: "object-cover" })} />,
    thumbnail:
      images.length > 1 ? (
        <PlainImage image={productImageProps({ src, alt: "", sizes: THUMBNAIL_SIZES, className: "object-cover" })} />
      ) : undefined,
  }));
  const zoomHint = (
    <span
      className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-neutral-800 opacity-0 shadow transition-opacity group-hover:opacity-100"
      aria-hidden="true"
    >
      <ZoomIn className="size-4" />
    </span>
  );
  const content: GalleryContent = { name, imageCount: images.length, views, zoomHint };
  return (
    <GalleryLoader {...content} images={images}>
      <GalleryMarkup {...content} active={0} moreOpen={false} />
    </GalleryLoader>
  );
}

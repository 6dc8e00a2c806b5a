import { productImageProps } from "../catalog/product-image";
import { GALLERY_THUMBNAILS } from "./gallery-layout";
import { GalleryViewer, type GalleryViews } from "./gallery-viewer";

const MAIN_SIZES = "(min-width: 992px) 600px, (min-width: 768px) 50vw, 100vw";
const THUMBNAIL_SIZES = "120px";

/**
 * The product's gallery. The images of its first view (each thumbnail, and the main view it
 * previews) are made here on the server, so the browser's gallery carries no image code. The
 * main images load eagerly, the first being the page's largest paint.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const views: GalleryViews = images.slice(0, GALLERY_THUMBNAILS).map((src) => ({
    main: productImageProps({ src, alt: name, sizes: MAIN_SIZES, eager: true, className: "object-cover" }),
    thumbnail:
      images.length > 1
        ? productImageProps({ src, alt: "", sizes: THUMBNAIL_SIZES, className: "object-cover" })
        : undefined,
  }));
  return <GalleryViewer name={name} images={images} views={views} />;
}

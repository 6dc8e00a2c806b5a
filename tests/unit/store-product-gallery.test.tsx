import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GalleryLoader } from "@/components/store/detail/gallery-loader";
import { GalleryMarkup, type GalleryContent } from "@/components/store/detail/gallery-markup";

// The gallery is the server's drawing until the shopper reaches for it; then its code loads and
// takes over. What the shopper was doing meanwhile must carry over.

const images = ["/images/a.jpg", "/images/b.jpg", "/images/c.jpg"];
const content: GalleryContent = {
  name: "Tee",
  imageCount: images.length,
  views: images.map((src) => ({ main: <span data-src={src} />, thumbnail: <span data-src={src} /> })),
  zoomHint: null,
};

function renderGallery() {
  render(
    <GalleryLoader {...content} images={images}>
      <GalleryMarkup {...content} active={0} moreOpen={false} />
    </GalleryLoader>,
  );
}

/** The n-th thumbnail as the page has it now (the server's drawing, or the viewer's). */
const thumbnail = (n: number) =>
  within(screen.getByRole("list")).getByRole("button", { name: `View larger image ${n} of Tee` });

describe("product gallery", () => {
  it("keeps the thumbnail the keyboard reached focused when its code takes over, and previews it", async () => {
    renderGallery();
    const drawn = thumbnail(2);
    drawn.focus();
    await waitFor(() => expect(thumbnail(2)).toHaveAttribute("aria-current", "true"));
    expect(thumbnail(2)).not.toBe(drawn); // the viewer's own button
    expect(thumbnail(2)).toHaveFocus();
    expect(screen.getAllByRole("button", { name: "View larger image 2 of Tee" })).toHaveLength(2); // the main image too
  });

  it("opens the larger view for a click made before its code had loaded", async () => {
    renderGallery();
    fireEvent.click(thumbnail(3));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Image 3 of 3");
  });
});

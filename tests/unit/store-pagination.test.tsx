import { render, screen } from "@testing-library/react";
import { Pagination, paginationSlots } from "@/components/ui/pagination";

describe("paginationSlots", () => {
  it("lists every page when there are few", () => {
    expect(paginationSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, last and neighbours of the current page, with ellipses", () => {
    expect(paginationSlots(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(paginationSlots(1, 20)).toEqual([1, 2, "ellipsis-end", 20]);
    expect(paginationSlots(20, 20)).toEqual([1, "ellipsis-start", 19, 20]);
    expect(paginationSlots(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("is empty without pages", () => {
    expect(paginationSlots(1, 0)).toEqual([]);
  });
});

describe("Pagination", () => {
  const hrefFor = (page: number) => (page === 1 ? "/products" : `/products?page=${page}`);

  it("is hidden with one page or fewer", () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names each page link 'Go to page N' and marks the current one", () => {
    render(<Pagination page={2} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Go to page 1" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "Go to page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Go to page 3" })).toHaveAttribute("href", "/products?page=3");
    expect(screen.getByRole("link", { name: "Go to previous page" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "Go to next page" })).toHaveAttribute("href", "/products?page=3");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Go to previous page" })).not.toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Go to next page" })).not.toBeInTheDocument();
  });
});

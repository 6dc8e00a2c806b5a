import { render, screen, within } from "@testing-library/react";
import { FilterPanel } from "@/components/store/list/filter-panel";
import type { Category } from "@/lib/catalog/contract/types";

function category(
  name: string,
  internalName: string,
  children: Category[] = [],
  parent: string | null = null,
): Category {
  return { name, internalName, parentCategory: parent, children, breadcrumb: [] };
}

const tree = [
  category("Women", "women", [
    category("Tops", "women-tops", [category("T-Shirts", "women-t-shirts")], "women"),
  ]),
  category("Men", "men"),
];

const section = (title: string) =>
  screen.getByRole("heading", { name: title }).closest("section") as HTMLElement;
const hrefOf = (element: HTMLElement) => element.getAttribute("href");

describe("FilterPanel", () => {
  it("shows Categories, Price Range and Colours", () => {
    render(<FilterPanel query="" categories={tree} />);
    expect(screen.getByRole("heading", { name: "Categories" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Price Range" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Colours" })).toBeInTheDocument();
  });

  it("lists every category as a checkbox link that toggles it", () => {
    render(<FilterPanel query="categories=women&page=3" categories={tree} />);
    const women = screen.getByRole("checkbox", { name: "Women" });
    expect(women).toBeChecked();
    expect(hrefOf(women)).toBe("/products");
    const tees = screen.getByRole("checkbox", { name: "T-Shirts" });
    expect(tees).not.toBeChecked();
    expect(hrefOf(tees)).toBe("/products?categories=women%2Cwomen-t-shirts");
  });

  it("checks a price range only when min and max both match, and links to choose it (page reset)", () => {
    render(<FilterPanel query="priceMin=25&priceMax=50&page=2" categories={tree} />);
    const prices = within(section("Price Range"));
    expect(prices.getByRole("checkbox", { name: "$25 to $50" })).toBeChecked();
    expect(prices.getByRole("checkbox", { name: "Under $25" })).not.toBeChecked();
    expect(hrefOf(prices.getByRole("checkbox", { name: "Under $25" }))).toBe(
      "/products?priceMin=0&priceMax=25",
    );
    expect(hrefOf(prices.getByRole("checkbox", { name: "$25 to $50" }))).toBe("/products");
  });

  it("does not check a range with only one bound", () => {
    render(<FilterPanel query="priceMin=25" categories={tree} />);
    expect(screen.getByRole("checkbox", { name: "$25 to $50" })).not.toBeChecked();
  });

  it("offers red, blue and brown; the chosen colour links to deselect it", () => {
    render(<FilterPanel query="colour=red" categories={tree} />);
    const colours = within(section("Colours"));
    expect(colours.getAllByRole("checkbox").map((box) => box.textContent)).toEqual(["red", "blue", "brown"]);
    expect(colours.getByRole("checkbox", { name: "red" })).toBeChecked();
    expect(hrefOf(colours.getByRole("checkbox", { name: "red" }))).toBe("/products");
    expect(hrefOf(colours.getByRole("checkbox", { name: "blue" }))).toBe("/products?colour=blue");
  });

  it("shows 'Clear filters' only when a filter is set, keeping search and sort", () => {
    const { rerender } = render(<FilterPanel query="search=shirt&sort=priceAsc" categories={tree} />);
    expect(screen.queryByRole("link", { name: "Clear filters" })).not.toBeInTheDocument();
    rerender(<FilterPanel query="search=shirt&sort=priceAsc&colour=red&page=2" categories={tree} />);
    expect(hrefOf(screen.getByRole("link", { name: "Clear filters" }))).toBe(
      "/products?search=shirt&sort=priceAsc",
    );
  });

  it("says 'No categories available' for an empty tree", () => {
    render(<FilterPanel query="" categories={[]} />);
    expect(screen.getByText("No categories available")).toBeInTheDocument();
  });

  it("says 'Failed to load categories' when the tree could not be loaded", () => {
    render(<FilterPanel query="" categories={null} />);
    expect(screen.getByText("Failed to load categories")).toBeInTheDocument();
  });
});

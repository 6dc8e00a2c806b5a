import { act, fireEvent, render, screen } from "@testing-library/react";
import { CategoryMenu, MENU_CLOSE_DELAY_MS } from "@/components/store/header/category-menu";
import { menuColumns } from "@/components/store/header/category-menu-panel";
import type { Category } from "@/lib/catalog/contract/types";

function category(name: string, children: Category[] = []): Category {
  return { name, internalName: name.toLowerCase(), parentCategory: null, children, breadcrumb: [] };
}

const tree = [
  category("Women", [category("Tops", [category("Blouses"), category("Shirts")]), category("Dresses")]),
  category("Sale"),
];

const hint = "Hover over a category on the left to see more options.";

describe("menuColumns", () => {
  it("lists the children of each category along the hovered path", () => {
    expect(menuColumns(tree, ["women"]).map((c) => c.name)).toEqual(["Women"]);
    expect(menuColumns(tree, ["women", "tops"]).map((c) => c.name)).toEqual(["Women", "Tops"]);
    expect(menuColumns(tree, ["women", "dresses"]).map((c) => c.name)).toEqual(["Women"]);
    expect(menuColumns(tree, ["sale"])).toEqual([]);
    expect(menuColumns(tree, ["unknown"])).toEqual([]);
  });
});

describe("CategoryMenu", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("links each top-level category to its product list", () => {
    render(<CategoryMenu categories={tree} />);
    expect(screen.getByRole("link", { name: "Women" })).toHaveAttribute("href", "/products?categories=women");
    expect(screen.getByRole("link", { name: "Sale" })).toHaveAttribute("href", "/products?categories=sale");
  });

  it("opens a panel on hover with 'View All' and the hint, and follows hovered children", async () => {
    render(<CategoryMenu categories={tree} />);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Women" }).parentElement as HTMLElement);
    // The panel's code loads on first use.
    expect(await screen.findByRole("link", { name: "View All Women" })).toHaveAttribute(
      "href",
      "/products?categories=women",
    );
    expect(screen.getByText(hint)).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Tops" }));
    expect(screen.getByRole("link", { name: "Blouses" })).toHaveAttribute(
      "href",
      "/products?categories=blouses",
    );
    expect(screen.getByRole("link", { name: "View All Tops" })).toBeInTheDocument();
  });

  it("closes 120 ms after the mouse leaves, unless it comes back", async () => {
    render(<CategoryMenu categories={tree} />);
    const nav = screen.getByRole("navigation", { name: "Categories" });
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Women" }).parentElement as HTMLElement);
    await screen.findByText(hint);
    fireEvent.mouseLeave(nav);
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
    expect(screen.getByText(hint)).toBeInTheDocument();
    fireEvent.mouseEnter(nav);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText(hint)).toBeInTheDocument();
    fireEvent.mouseLeave(nav);
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(MENU_CLOSE_DELAY_MS).toBe(120);
  });

  it("opens from the keyboard with the disclosure button and closes on Escape", async () => {
    render(<CategoryMenu categories={tree} />);
    const toggle = screen.getByRole("button", { name: "Women subcategories" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(await screen.findByRole("link", { name: "Tops" }), { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("keeps a panel the pointer opened open when its button is then clicked, and closes it on the next click", async () => {
    render(<CategoryMenu categories={tree} />);
    const toggle = screen.getByRole("button", { name: "Women subcategories" });
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Women" }).parentElement as HTMLElement);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("link", { name: "Tops" })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("names a placeholder in aria-controls while the panel's code loads", () => {
    render(<CategoryMenu categories={tree} />);
    const toggle = screen.getByRole("button", { name: "Women subcategories" });
    fireEvent.click(toggle);
    const controlled = toggle.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    expect(document.getElementById(controlled as string)).toBeInTheDocument();
  });

  it("has no disclosure button for a category without children", () => {
    render(<CategoryMenu categories={tree} />);
    expect(screen.queryByRole("button", { name: "Sale subcategories" })).not.toBeInTheDocument();
  });
});

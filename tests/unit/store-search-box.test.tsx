import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchForm } from "@/components/store/header/search-box";

const push = jest.fn();
let pathname = "/products";
let search = "";

jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ push }),
}));

const box = () => screen.getByRole("searchbox", { name: "Search products" });

beforeEach(() => {
  push.mockClear();
  pathname = "/products";
  search = "";
});

describe("header search", () => {
  it("is a GET form to /products so it works without JavaScript", () => {
    render(<SearchForm />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/products");
    expect(form).toHaveAttribute("method", "get");
    expect(box()).toHaveAttribute("name", "search");
  });

  it("applies on Enter, keeping filters and resetting the page", async () => {
    search = "categories=women&page=3&sort=priceAsc";
    render(<SearchForm />);
    await userEvent.type(box(), "dress{Enter}");
    expect(push).toHaveBeenCalledWith("/products?categories=women&sort=priceAsc&search=dress");
  });

  it("applies with the search icon", async () => {
    pathname = "/";
    render(<SearchForm />);
    await userEvent.type(box(), "  red tee ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/products?search=red+tee");
  });

  it("removes the search parameter when the box is emptied", async () => {
    search = "search=dress&colour=red&page=2";
    render(<SearchForm />);
    expect(box()).toHaveValue("dress");
    await userEvent.clear(box());
    await userEvent.keyboard("{Enter}");
    expect(push).toHaveBeenCalledWith("/products?colour=red");
  });

  it("shows the list's term and clears when leaving /products", () => {
    search = "search=dress";
    const { rerender } = render(<SearchForm />);
    expect(box()).toHaveValue("dress");
    pathname = "/products/3/details";
    rerender(<SearchForm />);
    expect(box()).toHaveValue("");
  });

  it("clears typed text that was not applied when the page changes", async () => {
    pathname = "/";
    const { rerender } = render(<SearchForm />);
    await userEvent.type(box(), "draft");
    pathname = "/about";
    rerender(<SearchForm />);
    expect(box()).toHaveValue("");
  });

  it("keeps typed text while only the list's filters change", async () => {
    search = "colour=red";
    const { rerender } = render(<SearchForm />);
    await userEvent.type(box(), "draft");
    search = "colour=blue";
    rerender(<SearchForm />);
    expect(box()).toHaveValue("draft");
  });

  it("does not carry another page's query into the list", async () => {
    pathname = "/order-complete";
    search = "pi=abc";
    render(<SearchForm />);
    await userEvent.type(box(), "hat{Enter}");
    expect(push).toHaveBeenCalledWith("/products?search=hat");
  });

  it("calls back after searching (closes the mobile drawer)", async () => {
    const onSearched = jest.fn();
    render(<SearchForm onSearched={onSearched} />);
    await userEvent.type(box(), "hat{Enter}");
    expect(onSearched).toHaveBeenCalled();
  });
});

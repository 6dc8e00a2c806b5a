/** @jest-environment node */
import { NextRequest } from "next/server";
import { listPagePath, listQueryOfKey } from "@/lib/catalog/url/list-page-key";
import { proxy } from "@/proxy";

const rewriteOf = (path: string) => {
  const response = proxy(new NextRequest(`http://localhost:3000${path}`));
  const target = response.headers.get("x-middleware-rewrite");
  return { status: response.status, target: target ? new URL(target) : null };
};

/** What the list page will read from its `[query]` segment. */
const readBack = (path: string) => listQueryOfKey(path.split("/").at(-1) ?? "");

describe("the product list's cached page per query", () => {
  it("gives the same page to queries that differ only in order, repeats, empty or foreign parameters", () => {
    const canonical = listPagePath(new URLSearchParams("categories=women&colour=red"));
    expect(listPagePath(new URLSearchParams("colour=red&categories=women"))).toBe(canonical);
    expect(listPagePath(new URLSearchParams("colour=blue&categories=women&colour=red&utm_source=mail&priceMin="))).toBe(
      canonical,
    );
    expect(listPagePath(new URLSearchParams("categories=men&colour=red"))).not.toBe(canonical);
  });

  it("keeps every list parameter, including awkward values, through the page's path", () => {
    const query = new URLSearchParams({
      page: "3",
      pageSize: "12",
      priceMin: "25",
      priceMax: "50",
      sort: "priceDesc",
      colour: "red",
      categories: "women,men",
      search: "100% cotton & more / ünïcode",
    });
    const path = listPagePath(query);
    expect(path).toMatch(/^\/products\/list\/[A-Za-z0-9_-]+$/);
    expect(readBack(path)).toEqual(Object.fromEntries(query));
  });

  it("has one page for the list without parameters", () => {
    expect(listPagePath(new URLSearchParams())).toBe("/products/list/all");
    expect(listQueryOfKey("all")).toEqual({});
  });

  it("is where the proxy sends /products, with the router's cache-busting parameter kept", () => {
    const { target } = rewriteOf("/products?sort=priceAsc&categories=women&_rsc=abc12");
    expect(target?.pathname).toBe(listPagePath(new URLSearchParams("categories=women&sort=priceAsc")));
    expect(target?.searchParams.get("_rsc")).toBe("abc12");
    expect(rewriteOf("/products").target?.pathname).toBe("/products/list/all");
  });

  it("is not an address of the site: asked for directly it is not found", () => {
    const { status, target } = rewriteOf("/products/list/categories%3Dwomen");
    expect(status).toBe(404);
    expect(target?.pathname).toBe("/_not-found");
    expect(rewriteOf("/products/list").status).toBe(404);
  });
});

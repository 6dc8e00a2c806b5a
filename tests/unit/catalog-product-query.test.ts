import { cappedCount, pageWindow } from "@/lib/catalog/read/paging";
import { parseProductQuery } from "@/lib/catalog/url/list-request";
import { productQuerySchema } from "@/lib/catalog/contract/storefront";
import { BadRequestError } from "@/lib/errors";

function problem(params: Record<string, string>): string {
  try {
    parseProductQuery(params);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as BadRequestError).detail;
  }
  throw new Error(`expected ${JSON.stringify(params)} to be refused`);
}

describe("productQuerySchema", () => {
  it("defaults to page 1 of 10 with no filters", () => {
    expect(productQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it("parses every parameter", () => {
    expect(
      parseProductQuery({
        page: "3",
        pageSize: "25",
        priceMin: "25",
        priceMax: "50.5",
        sort: "priceDesc",
        colour: " Red ",
        size: " XL ",
        categories: "tops, hoodies,,",
        search: "  zip hoodie ",
        location: "au",
      }),
    ).toEqual({
      page: 3,
      pageSize: 25,
      priceMin: 25,
      priceMax: 50.5,
      sort: "priceDesc",
      colour: "Red",
      size: "XL",
      categories: ["tops", "hoodies"],
      search: "zip hoodie",
      location: "AU",
    });
  });

  it("treats empty values as absent and keeps the last of repeated ones", () => {
    expect(parseProductQuery({ page: "", sort: "", search: "   ", categories: " , ", location: "" })).toEqual({ page: 1, pageSize: 10 });
    expect(parseProductQuery({ page: ["2", "4"], sort: undefined } as never)).toEqual({ page: 4, pageSize: 10 });
  });

  it("accepts equal price bounds (they are inclusive)", () => {
    expect(parseProductQuery({ priceMin: "25", priceMax: "25.00" })).toMatchObject({ priceMin: 25, priceMax: 25 });
  });

  it.each([
    [{ page: "0" }, "page: must be at least 1"],
    [{ page: "-2" }, "page: must be a whole number from 1 to 10000000"],
    [{ page: "two" }, "page: must be a whole number from 1 to 10000000"],
    [{ pageSize: "101" }, "pageSize: must be at most 100"],
    [{ priceMin: "1e3" }, "priceMin: must be a price such as 25 or 25.50"],
    [{ priceMax: "99999999" }, "priceMax: must be at most 21474836.47"],
    [{ priceMin: "50", priceMax: "25" }, "priceMin: must not be greater than priceMax"],
    [{ sort: "newest" }, "sort: must be one of featured, priceAsc, priceDesc"],
    [{ location: "AUS" }, "location: must be a two-letter country code"],
    [{ size: "x".repeat(51) }, "size: must be at most 50 characters"],
    [{ search: "x".repeat(101) }, "search: must be at most 100 characters"],
    [{ categories: Array.from({ length: 51 }, (_, n) => `c${n}`).join(",") }, "categories: at most 50 categories"],
  ])("refuses %j", (params, detail) => {
    expect(problem(params)).toBe(detail);
  });
});

describe("pageWindow", () => {
  it("is the page's rows while they lie inside the cap", () => {
    expect(pageWindow(1, 10, 10_000)).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow(1000, 10, 10_000)).toEqual({ offset: 9990, limit: 10 });
  });

  it("shortens the page the cap cuts through", () => {
    // Rows 9990..10019 asked, 9990..9999 reachable.
    expect(pageWindow(334, 30, 10_000)).toEqual({ offset: 9990, limit: 10 });
  });

  it("is null for a page wholly past the cap", () => {
    expect(pageWindow(1001, 10, 10_000)).toBeNull();
    expect(pageWindow(10_000_000, 100, 10_000)).toBeNull();
  });
});

describe("cappedCount", () => {
  it("is exact up to the cap", () => {
    expect(cappedCount(0, 10_000)).toEqual({ count: 0, countCapped: false });
    expect(cappedCount(10_000, 10_000)).toEqual({ count: 10_000, countCapped: false });
  });

  it("is the cap, flagged, when counting went past it", () => {
    expect(cappedCount(10_001, 10_000)).toEqual({ count: 10_000, countCapped: true });
  });
});

import {
  COLOUR_OPTIONS,
  PRICE_RANGES,
  SORT_OPTIONS,
  categoryHref,
  clearFilters,
  hasActiveFilters,
  isColourSelected,
  isPriceRangeSelected,
  productListHref,
  searchTerm,
  selectedCategories,
  selectedColour,
  selectedSort,
  setPage,
  setSearch,
  setSort,
  toSearchParams,
  toggleCategory,
  toggleColour,
  togglePriceRange,
} from "@/lib/catalog/url/list-state";

const [under25, from25to50, from50to100, from100to150] = PRICE_RANGES;

describe("constants", () => {
  it("has the four preset price ranges", () => {
    expect(PRICE_RANGES.map(({ min, max }) => [min, max])).toEqual([
      [0, 25],
      [25, 50],
      [50, 100],
      [100, 150],
    ]);
  });

  it("offers red, blue and brown", () => {
    expect(COLOUR_OPTIONS).toEqual(["red", "blue", "brown"]);
  });

  it("sorts by the spec's values with 'Default' for none", () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual(["", "featured", "priceAsc", "priceDesc"]);
    expect(SORT_OPTIONS[0].label).toBe("Default");
  });
});

describe("toSearchParams and productListHref", () => {
  it("accepts a query string, URLSearchParams or a Next searchParams record", () => {
    expect(toSearchParams("a=1&b=2").toString()).toBe("a=1&b=2");
    expect(toSearchParams(new URLSearchParams("a=1")).toString()).toBe("a=1");
    expect(toSearchParams({ a: "1", b: ["2", "3"], c: undefined }).toString()).toBe("a=1&b=2&b=3");
  });

  it("does not modify its input", () => {
    const params = new URLSearchParams("page=3");
    setPage(params, 4);
    toggleCategory(params, "women");
    expect(params.toString()).toBe("page=3");
  });

  it("builds /products without a dangling ?", () => {
    expect(productListHref()).toBe("/products");
    expect(productListHref(new URLSearchParams())).toBe("/products");
    expect(productListHref({ search: "red shirt" })).toBe("/products?search=red+shirt");
  });

  it("links a category to /products?categories={internalName}", () => {
    expect(categoryHref("t-shirts")).toBe("/products?categories=t-shirts");
  });
});

describe("reading the state", () => {
  it("reads comma-separated and repeated categories without blanks or duplicates", () => {
    expect(selectedCategories("categories=women,tops")).toEqual(["women", "tops"]);
    expect(selectedCategories("categories=women&categories=tops,women")).toEqual(["women", "tops"]);
    expect(selectedCategories("categories=,women,,")).toEqual(["women"]);
    expect(selectedCategories("")).toEqual([]);
  });

  it("reads sort, treating unknown values as the default", () => {
    expect(selectedSort("sort=priceAsc")).toBe("priceAsc");
    expect(selectedSort("sort=cheapest")).toBe("");
    expect(selectedSort("")).toBe("");
  });

  it("reads colour and search, trimmed", () => {
    expect(selectedColour("colour=red")).toBe("red");
    expect(selectedColour("colour=")).toBeNull();
    expect(searchTerm("search=%20shirt%20")).toBe("shirt");
    expect(searchTerm("")).toBe("");
  });
});

describe("toggleCategory", () => {
  it("adds a category and removes it again", () => {
    const once = toggleCategory("", "women");
    expect(once.toString()).toBe("categories=women");
    expect(toggleCategory(once, "women").toString()).toBe("");
  });

  it("keeps the others, comma-separated", () => {
    expect(toggleCategory("categories=women", "men").get("categories")).toBe("women,men");
    expect(toggleCategory("categories=women,men", "women").get("categories")).toBe("men");
  });

  it("resets the page and keeps the other parameters", () => {
    const next = toggleCategory("search=shirt&sort=priceAsc&page=4", "women");
    expect(next.get("page")).toBeNull();
    expect(next.get("search")).toBe("shirt");
    expect(next.get("sort")).toBe("priceAsc");
  });
});

describe("price ranges", () => {
  it("is checked only when both min and max match", () => {
    expect(isPriceRangeSelected("priceMin=25&priceMax=50", from25to50)).toBe(true);
    expect(isPriceRangeSelected("priceMin=25", from25to50)).toBe(false);
    expect(isPriceRangeSelected("priceMax=50", from25to50)).toBe(false);
    expect(isPriceRangeSelected("priceMin=25&priceMax=100", from25to50)).toBe(false);
    expect(isPriceRangeSelected("priceMin=20&priceMax=50", from25to50)).toBe(false);
  });

  it("compares numbers, not text", () => {
    expect(isPriceRangeSelected("priceMin=25.00&priceMax=50.0", from25to50)).toBe(true);
    expect(isPriceRangeSelected("priceMin=0&priceMax=25", under25)).toBe(true);
    expect(isPriceRangeSelected("priceMin=&priceMax=25", under25)).toBe(false);
  });

  it("is an exclusive choice: choosing one replaces the other", () => {
    const first = togglePriceRange("", from50to100);
    expect(first.toString()).toBe("priceMin=50&priceMax=100");
    const second = togglePriceRange(first, from100to150);
    expect(second.toString()).toBe("priceMin=100&priceMax=150");
    expect(PRICE_RANGES.filter((range) => isPriceRangeSelected(second, range))).toEqual([from100to150]);
  });

  it("choosing the chosen range again removes it", () => {
    expect(togglePriceRange("priceMin=0&priceMax=25", under25).toString()).toBe("");
  });

  it("completes a half-set range rather than removing it", () => {
    expect(togglePriceRange("priceMin=25", from25to50).toString()).toBe("priceMin=25&priceMax=50");
  });

  it("resets the page", () => {
    expect(togglePriceRange("page=2", under25).get("page")).toBeNull();
  });
});

describe("toggleColour", () => {
  it("selects a colour, and selecting it again deselects it", () => {
    const red = toggleColour("", "red");
    expect(red.toString()).toBe("colour=red");
    expect(isColourSelected(red, "red")).toBe(true);
    expect(toggleColour(red, "red").toString()).toBe("");
  });

  it("replaces another colour", () => {
    expect(toggleColour("colour=red", "blue").toString()).toBe("colour=blue");
  });

  it("matches case-insensitively", () => {
    expect(isColourSelected("colour=Red", "red")).toBe(true);
    expect(toggleColour("colour=Red", "red").toString()).toBe("");
  });

  it("resets the page", () => {
    expect(toggleColour("page=5&colour=red", "blue").toString()).toBe("colour=blue");
  });
});

describe("setSort", () => {
  it("sets the value and resets the page", () => {
    expect(setSort("page=3", "priceDesc").toString()).toBe("sort=priceDesc");
  });

  it("removes the parameter for 'Default'", () => {
    expect(setSort("sort=featured&colour=red", "").toString()).toBe("colour=red");
  });
});

describe("setPage", () => {
  it("writes pages after the first", () => {
    expect(setPage("colour=red", 2).toString()).toBe("colour=red&page=2");
    expect(setPage("page=2", 7).toString()).toBe("page=7");
  });

  it("removes page=1 (and anything lower or fractional)", () => {
    expect(setPage("page=4&sort=featured", 1).toString()).toBe("sort=featured");
    expect(setPage("page=4", 0).toString()).toBe("");
    expect(setPage("page=4", 1.5).toString()).toBe("");
  });
});

describe("setSearch", () => {
  it("sets the trimmed term and resets the page", () => {
    expect(setSearch("page=3&colour=red", "  t-shirt ").toString()).toBe("colour=red&search=t-shirt");
  });

  it("removes the parameter for an empty or blank term", () => {
    expect(setSearch("search=shirt&sort=priceAsc", "").toString()).toBe("sort=priceAsc");
    expect(setSearch("search=shirt", "   ").toString()).toBe("");
  });
});

describe("filters", () => {
  it("knows when any filter is set", () => {
    expect(hasActiveFilters("")).toBe(false);
    expect(hasActiveFilters("sort=priceAsc&search=shirt&page=2")).toBe(false);
    expect(hasActiveFilters("categories=women")).toBe(true);
    expect(hasActiveFilters("priceMin=0&priceMax=25")).toBe(true);
    expect(hasActiveFilters("colour=red")).toBe(true);
    expect(hasActiveFilters("size=xl")).toBe(true);
    expect(hasActiveFilters("colour=&categories=&size=")).toBe(false);
  });

  it("clears categories, price, colour and size, resets the page, and keeps search and sort", () => {
    const cleared = clearFilters(
      "categories=women,men&priceMin=0&priceMax=25&colour=red&size=m&page=3&search=shirt&sort=priceDesc",
    );
    expect(cleared.toString()).toBe("search=shirt&sort=priceDesc");
    expect(hasActiveFilters(cleared)).toBe(false);
  });
});

describe("a shopper's journey through the URL", () => {
  it("every change but paging returns to page 1", () => {
    let params = toSearchParams("");
    params = toggleCategory(params, "women");
    params = setPage(params, 3);
    expect(params.get("page")).toBe("3");
    params = togglePriceRange(params, under25);
    expect(params.has("page")).toBe(false);
    params = setPage(params, 2);
    params = toggleColour(params, "blue");
    expect(params.has("page")).toBe(false);
    params = setPage(params, 2);
    params = setSort(params, "priceAsc");
    expect(params.has("page")).toBe(false);
    params = setPage(params, 2);
    params = setSearch(params, "dress");
    expect(productListHref(params)).toBe(
      "/products?categories=women&priceMin=0&priceMax=25&colour=blue&sort=priceAsc&search=dress",
    );
  });
});

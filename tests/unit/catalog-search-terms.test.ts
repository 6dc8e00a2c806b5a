import { searchWords, toPrefixTsQuery } from "@/lib/catalog/search-terms";

describe("searchWords", () => {
  it("keeps runs of letters and digits, lower-cased", () => {
    expect(searchWords("  Blue T-Shirt, size 42! ")).toEqual(["blue", "t", "shirt", "size", "42"]);
    expect(searchWords("Crème brûlée 北京")).toEqual(["crème", "brûlée", "北京"]);
  });

  it("drops every tsquery operator and quote", () => {
    expect(searchWords("a & b | !c <-> d:* 'e' (f)")).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("keeps at most ten words", () => {
    expect(searchWords("w ".repeat(30))).toHaveLength(10);
  });
});

describe("toPrefixTsQuery", () => {
  it("ANDs every word as a prefix", () => {
    expect(toPrefixTsQuery("zip hood")).toBe("zip:* & hood:*");
    expect(toPrefixTsQuery("hoodie")).toBe("hoodie:*");
  });

  it("is null when nothing is left to search for", () => {
    expect(toPrefixTsQuery("")).toBeNull();
    expect(toPrefixTsQuery(" !!! *** ")).toBeNull();
  });

  it("cannot be steered by input that looks like tsquery syntax", () => {
    expect(toPrefixTsQuery("x:* | !y & 'z")).toBe("x:* & y:* & z:*");
  });
});

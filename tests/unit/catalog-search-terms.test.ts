import {
  isNumberWord,
  postingLexemes,
  queryWords,
  searchWords,
  toAlternativesTsQuery,
} from "@/lib/catalog/read/search-terms";

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

describe("queryWords", () => {
  it("leaves out single letters, which as prefixes match most of the catalogue", () => {
    expect(queryWords("t shirt")).toEqual(["shirt"]);
    expect(queryWords("T-Shirt 4 kids")).toEqual(["shirt", "4", "kids"]);
  });

  it("keeps them when nothing else was typed", () => {
    expect(queryWords("a")).toEqual(["a"]);
    expect(queryWords("x y")).toEqual(["x", "y"]);
  });
});

describe("isNumberWord", () => {
  it("is true for digits only", () => {
    expect(isNumberWord("1000077")).toBe(true);
    expect(isNumberWord("42b")).toBe(false);
    expect(isNumberWord("tee")).toBe(false);
  });
});

describe("toAlternativesTsQuery", () => {
  it("needs one alternative of every typed word", () => {
    expect(toAlternativesTsQuery([["hoodie", "hooded"], ["zip"]])).toBe("(hoodie | hooded) & (zip)");
  });

  it("restricts every word to a weight when asked", () => {
    expect(toAlternativesTsQuery([["hoodie"], ["zip"]], "A")).toBe("(hoodie:A) & (zip:A)");
  });

  it("is null when a word has no alternative, or there are no words", () => {
    expect(toAlternativesTsQuery([["tee"], []])).toBeNull();
    expect(toAlternativesTsQuery([])).toBeNull();
    expect(toAlternativesTsQuery([["!!!"]])).toBeNull();
  });

  it("cannot be steered by input that looks like tsquery syntax", () => {
    expect(toAlternativesTsQuery([["x:* | !y", "'z"]])).toBe("(x | y | z)");
    expect(toAlternativesTsQuery([["a&b"]], "A")).toBe("(a:A | b:A)");
  });
});

describe("postingLexemes", () => {
  it("takes each word's one lexeme, once", () => {
    expect(postingLexemes([["hoodi"], ["zip"], ["hoodi"]])).toEqual(["hoodi", "zip"]);
  });

  it("drops a word of stop words only, as to_tsquery does", () => {
    expect(postingLexemes([[], ["jacket"]])).toEqual(["jacket"]);
    expect(postingLexemes([[]])).toBeNull();
  });

  it("is null when a word stands for several lexemes", () => {
    expect(postingLexemes([["hood", "hoodi"], ["zip"]])).toBeNull();
  });
});

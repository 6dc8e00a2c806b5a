import { MARK_SPACING, planPage, type Mark, type PageMarks } from "@/lib/catalog/read/page-seek";

// Which queries read a page, given a list's marks: from the nearest mark before the page,
// and in the featured order from the part (featured or not) that holds each row.

const mark = (position: number, featured = false): Mark => ({ position, id: position * 10, priceMinor: 0, featured });
const marksOf = (counted: number, featuredCounted = 0): PageMarks => {
  const marks: Mark[] = [];
  for (let position = MARK_SPACING; position <= counted; position += MARK_SPACING) marks.push(mark(position, position <= featuredCounted));
  return { marks, counted, featuredCounted };
};

describe("planPage", () => {
  it("reads the first pages from the start of the list", () => {
    expect(planPage(undefined, marksOf(1000), 0, 12)).toEqual([{ part: "all", after: undefined, skip: 0, take: 12 }]);
    expect(planPage("priceAsc", marksOf(1000), 96, 12)).toEqual([{ part: "all", after: undefined, skip: 96, take: 12 }]);
  });

  it("starts a deep page after the last mark before it, skipping less than the spacing", () => {
    expect(planPage("priceDesc", marksOf(10_001), 9_996, 12)).toEqual([{ part: "all", after: mark(9_900), skip: 96, take: 5 }]);
    expect(planPage(undefined, marksOf(1000), 200, 12)).toEqual([{ part: "all", after: mark(200), skip: 0, take: 12 }]);
  });

  it("reads nothing past the matches counted", () => {
    expect(planPage(undefined, marksOf(40), 36, 12)).toEqual([{ part: "all", after: undefined, skip: 36, take: 4 }]);
    expect(planPage(undefined, marksOf(40), 48, 12)).toEqual([]);
    expect(planPage("featured", marksOf(0), 0, 12)).toEqual([]);
  });

  it("reads a featured page in the part that holds it, and one crossing the last featured match from both parts", () => {
    const found = marksOf(1000, 250);
    expect(planPage("featured", found, 210, 12)).toEqual([{ part: "featured", after: mark(200, true), skip: 10, take: 12 }]);
    expect(planPage("featured", found, 244, 12)).toEqual([
      { part: "featured", after: mark(200, true), skip: 44, take: 6 },
      { part: "notFeatured", after: undefined, skip: 0, take: 6 },
    ]);
    expect(planPage("featured", found, 420, 12)).toEqual([{ part: "notFeatured", after: mark(400), skip: 20, take: 12 }]);
    expect(planPage("featured", found, 260, 12)).toEqual([{ part: "notFeatured", after: undefined, skip: 10, take: 12 }]);
  });
});

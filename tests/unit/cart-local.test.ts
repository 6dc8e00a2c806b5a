import {
  addToLines,
  CartRuleError,
  mergeSameItemLines,
  removeFromLines,
  repriceLines,
  setLineQuantity,
} from "@/lib/cart/local-cart";
import { cartLine, productItem } from "./cart-fixtures";

const ids = () => {
  let next = 0;
  return () => `generated-${++next}`;
};

describe("addToLines", () => {
  it("appends a new line with a generated id and its total", () => {
    const lines = addToLines([], productItem(1, 12.5), 2, ids());
    expect(lines).toEqual([
      { id: "generated-1", productItem: productItem(1, 12.5), quantity: 2, totalPrice: 25 },
    ]);
  });

  it("adds to the line of the same item and recomputes its total", () => {
    const start = [cartLine("a", productItem(1, 12.5), 2), cartLine("b", productItem(2, 3), 1)];
    const lines = addToLines(start, productItem(1, 12.5), 3, ids());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ id: "a", quantity: 5, totalPrice: 62.5 });
    expect(lines[1]).toBe(start[1]);
  });

  it("refuses to pass the stock or 99, leaving the cart unchanged", () => {
    const start = [cartLine("a", productItem(1, 1, 3), 2)];
    expect(() => addToLines(start, productItem(1, 1, 3), 2, ids())).toThrow(
      new CartRuleError("Only 3 in stock (2 already in your cart)"),
    );
    expect(() => addToLines([], productItem(2, 1, 500), 100, ids())).toThrow(CartRuleError);
    expect(() => addToLines([], productItem(2, 1, 0), 1, ids())).toThrow("This item is out of stock");
    expect(start[0].quantity).toBe(2);
  });
});

describe("setLineQuantity", () => {
  const start = [cartLine("a", productItem(1, 2.5, 10), 1), cartLine("b", productItem(2, 4, 500), 1)];

  it("sets a quantity and recomputes that line's total only", () => {
    const lines = setLineQuantity(start, "a", 4);
    expect(lines[0]).toMatchObject({ quantity: 4, totalPrice: 10 });
    expect(lines[1]).toBe(start[1]);
  });

  it("refuses 0, above 99 and above the stock, and unknown lines", () => {
    expect(() => setLineQuantity(start, "a", 0)).toThrow(CartRuleError);
    expect(() => setLineQuantity(start, "a", 11)).toThrow("Only 10 in stock");
    expect(() => setLineQuantity(start, "b", 100)).toThrow(/At most 99/);
    expect(() => setLineQuantity(start, "zzz", 1)).toThrow(CartRuleError);
  });
});

describe("removeFromLines", () => {
  it("removes the line with that id", () => {
    const start = [cartLine("a", productItem(1, 1), 1), cartLine("b", productItem(2, 1), 1)];
    expect(removeFromLines(start, "a").map((line) => line.id)).toEqual(["b"]);
    expect(removeFromLines(start, "none")).toEqual(start);
  });
});

describe("repriceLines", () => {
  it("shows the server's current price and stock, and drops items that are gone", () => {
    const stored = [cartLine("a", productItem(1, 1), 3), cartLine("b", productItem(2, 5), 1)];
    const current = [productItem(1, 2.25, 4)];
    expect(repriceLines(stored, current)).toEqual([
      { id: "a", productItem: current[0], quantity: 3, totalPrice: 6.75 },
    ]);
  });
});

describe("mergeSameItemLines", () => {
  it("keeps one line per item: the first, with the quantities added and its total recomputed", () => {
    const stored = [cartLine("a", productItem(1, 2, 500), 60), cartLine("b", productItem(2, 3), 1), cartLine("c", productItem(1, 2, 500), 30)];
    expect(mergeSameItemLines(stored)).toEqual([
      { ...stored[0], quantity: 90, totalPrice: 180 },
      stored[1],
    ]);
  });

  it("caps an item's lines added together at 99, the one limit per item", () => {
    const stored = [cartLine("a", productItem(1, 1, 500), 60), cartLine("c", productItem(1, 1, 500), 60)];
    expect(mergeSameItemLines(stored)).toEqual([{ ...stored[0], quantity: 99, totalPrice: 99 }]);
  });

  it("gives back the same lines when no item repeats", () => {
    const stored = [cartLine("a", productItem(1, 1), 2), cartLine("b", productItem(2, 1), 1)];
    expect(mergeSameItemLines(stored)).toBe(stored);
  });
});

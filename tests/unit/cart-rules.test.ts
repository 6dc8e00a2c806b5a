import { MAX_QUANTITY } from "@/lib/cart/limits";
import { cartTotals, lineTotal } from "@/lib/cart/responses";
import { quantityLimit, quantityProblem } from "@/lib/cart/rules";
import { productItem } from "./cart-fixtures";

describe("lineTotal", () => {
  it("is price × quantity to 2 decimals, without float drift", () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(0, 5)).toBe(0);
  });
});

describe("cartTotals", () => {
  it("sums the lines to 2 decimals, with GST 0", () => {
    const lines = [
      { productItem: productItem(1, 19.99), quantity: 3 },
      { productItem: productItem(2, 0.1), quantity: 2 },
      { productItem: productItem(3, 10.1), quantity: 1 },
    ];
    expect(cartTotals(lines)).toEqual({ subtotal: 70.27, gst: 0, total: 70.27 });
  });

  it("is all zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, gst: 0, total: 0 });
  });

  it("uses the item's price, not a stored line total", () => {
    const line = { productItem: productItem(1, 5), quantity: 2, totalPrice: 999 };
    expect(cartTotals([line]).total).toBe(10);
  });
});

describe("quantity bounds", () => {
  it("allows 1 to 99, and no more than the stock", () => {
    expect(quantityLimit(500)).toBe(MAX_QUANTITY);
    expect(quantityLimit(7)).toBe(7);
    expect(quantityLimit(0)).toBe(0);
    expect(quantityLimit(-3)).toBe(0);
  });

  it("names the problem, or none", () => {
    expect(quantityProblem(1, 10)).toBeUndefined();
    expect(quantityProblem(99, 500)).toBeUndefined();
    expect(quantityProblem(0, 10)).toMatch(/at least 1/);
    expect(quantityProblem(1.5, 10)).toMatch(/whole number/);
    expect(quantityProblem(100, 500)).toBe("At most 99 of an item per cart");
    expect(quantityProblem(4, 3)).toBe("Only 3 in stock");
    expect(quantityProblem(2, 3, 2)).toBe("Only 3 in stock (2 already in your cart)");
    expect(quantityProblem(10, 500, 90)).toBe("At most 99 of an item per cart (90 already in your cart)");
    expect(quantityProblem(1, 0)).toBe("This item is out of stock");
  });
});


import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { MAX_QUANTITY } from "./limits";
import { lineTotal } from "./responses";
import { quantityProblem } from "./rules";
import type { CartLineId, CartLineResponse } from "./types";

// Pure operations on a signed-out visitor's cart lines (no storage, no React), kept as the API
// answers lines.

/** A cart rule the visitor's change would break; its message is fit to show. */
export class CartRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CartRuleError";
  }
}

function withQuantity(line: CartLineResponse, quantity: number): CartLineResponse {
  return { ...line, quantity, totalPrice: lineTotal(line.productItem.price, quantity) };
}

/** Adds to the line of the same item, or appends a new line; refused past the stock or 99. */
export function addToLines(
  lines: readonly CartLineResponse[],
  productItem: ProductItemResponse,
  quantity: number,
  newId: () => string,
): CartLineResponse[] {
  const existing = lines.find((line) => line.productItem.id === productItem.id);
  const problem = quantityProblem(quantity, productItem.stock, existing?.quantity ?? 0);
  if (problem) throw new CartRuleError(problem);
  if (existing) {
    return lines.map((line) =>
      line === existing ? withQuantity({ ...line, productItem }, line.quantity + quantity) : line,
    );
  }
  return [
    ...lines,
    { id: newId(), productItem, quantity, totalPrice: lineTotal(productItem.price, quantity) },
  ];
}

export function setLineQuantity(
  lines: readonly CartLineResponse[],
  lineId: CartLineId,
  quantity: number,
): CartLineResponse[] {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new CartRuleError("That line is no longer in your cart");
  const problem = quantityProblem(quantity, line.productItem.stock);
  if (problem) throw new CartRuleError(problem);
  return lines.map((candidate) => (candidate === line ? withQuantity(candidate, quantity) : candidate));
}

export function removeFromLines(lines: readonly CartLineResponse[], lineId: CartLineId): CartLineResponse[] {
  return lines.filter((line) => line.id !== lineId);
}

/**
 * The stored lines with the server's current items: current prices and stock, totals
 * recomputed, and lines of items that no longer exist dropped. What the browser stored is
 * never what a price is shown from.
 */
export function repriceLines(lines: readonly CartLineResponse[], currentItems: readonly ProductItemResponse[]): CartLineResponse[] {
  const byId = new Map(currentItems.map((item) => [item.id, item]));
  return lines.flatMap((line) => {
    const productItem = byId.get(line.productItem.id);
    return productItem ? [withQuantity({ ...line, productItem }, line.quantity)] : [];
  });
}

/**
 * One line per item, as stored carts may not have it (saved by an older version, or edited by
 * hand): the item's first line keeps the quantities added together, at most MAX_QUANTITY, the
 * one limit per item. The same array when no item repeats.
 */
export function mergeSameItemLines(lines: readonly CartLineResponse[]): readonly CartLineResponse[] {
  const byItem = new Map<number, CartLineResponse>();
  for (const line of lines) {
    const first = byItem.get(line.productItem.id);
    byItem.set(line.productItem.id, first ? withQuantity(first, Math.min(MAX_QUANTITY, first.quantity + line.quantity)) : line);
  }
  return byItem.size === lines.length ? lines : [...byItem.values()];
}

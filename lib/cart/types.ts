import type { ProductItem, ProductItemResponse } from "@/lib/catalog/contract/types";
import type { Money } from "@/lib/money/money";

/** Server lines have numeric ids; lines of a signed-out visitor's cart have generated UUIDs. */
export type CartLineId = number | string;

/** A signed-in cart's line as lib/ carries it: its item at the current price, and price × quantity. */
export type CartLine = {
  id: number;
  productItem: ProductItem;
  quantity: number;
  totalPrice: Money;
};

/**
 * A cart line as the API answers it and the browser keeps it (a signed-out cart is stored so):
 * prices are decimal numbers, `totalPrice` is price × quantity to 2 decimals.
 */
export type CartLineResponse = {
  id: CartLineId;
  productItem: ProductItemResponse;
  quantity: number;
  totalPrice: number;
};

/** What the server needs to know of a line: the item and how many. Prices never travel this way. */
export type CartLineInput = { productItemId: number; quantity: number };

/** The cart page's Order Summary, in the API's decimal numbers. */
export type CartTotals = {
  /** Sum of the lines' totals. */
  subtotal: number;
  /** Shown as 0. */
  gst: number;
  total: number;
};

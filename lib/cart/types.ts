import type { ProductItem } from "@/lib/catalog/contract/types";

/** Server lines have numeric ids; lines of a signed-out visitor's cart have generated UUIDs. */
export type CartLineId = number | string;

/** A cart line. `totalPrice` is price × quantity, 2 decimals. */
export type CartLine = {
  id: CartLineId;
  productItem: ProductItem;
  quantity: number;
  totalPrice: number;
};

/** What the server needs to know of a line: the item and how many. Prices never travel this way. */
export type CartLineInput = { productItemId: number; quantity: number };

export type CartTotals = {
  /** Sum of the lines' totals. */
  subtotal: number;
  /** Shown as 0. */
  gst: number;
  total: number;
};

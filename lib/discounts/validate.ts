import "server-only";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { discountCodes, discountRedemptions, products } from "@/db/schema";
import { selectCategories } from "@/lib/catalog/read/categories";
import { subtreeIds } from "@/lib/catalog/read/category-tree";
import { formatMoney } from "@/lib/money/format";
import { money, type Money } from "@/lib/money/money";
import { belowMinimumRefusal, DISCOUNT_REFUSALS } from "@/lib/pricing/contract";
import { shopperPrice, type DiscountRule } from "@/lib/pricing/quote";
import { ConflictError } from "@/lib/errors";
import { comparableEmail } from "./customer-email";
import { discountState } from "./state";

// Whether a code applies to a cart, and to which of its lines. The same rules run when the cart
// shows the discount and when the payment intent is priced; the use counts are checked again,
// under a lock, when the payment arrives (./redeem.ts), so a code the cart accepted is refused
// later only if its last use went to another order meanwhile.

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Who would use the code: a signed-in customer, or a guest known by e-mail (or not yet). */
export type DiscountCustomer = { userId: number | null; email: string | null };

export type DiscountCart = {
  /** The products in the cart (to know which lines a category-limited code covers). */
  productIds: number[];
  /** The items subtotal in the shopper's currency, before any discount. */
  items: Money;
  /** Catalogue currency to the shopper's. */
  rate: number;
  country: string;
};

export type AppliedDiscount = {
  id: number;
  code: string;
  rule: DiscountRule;
  /** The cart's products the code takes its discount off. */
  covered: ReadonlySet<number>;
};

export type DiscountCheck = { applied: AppliedDiscount } | { refused: string };

/** The code's amounts are in the catalogue's currency, like prices. */
function discountRule(row: DiscountCodeRow): DiscountRule {
  return row.kind === "percent"
    ? { kind: "percent", percentOff: row.percentOff ?? 0 }
    : { kind: "fixed", amountOff: money(row.amountOffMinor ?? 0) };
}

/**
 * How many paid orders of this customer the code has discounted: their account's, or their
 * e-mail's as comparableEmail spells it (redemptions store it so).
 */
export async function customerUses(db: Db, codeId: number, customer: DiscountCustomer): Promise<number> {
  const email = customer.email ? comparableEmail(customer.email) : null;
  const who = [
    ...(customer.userId !== null ? [eq(discountRedemptions.userId, customer.userId)] : []),
    ...(email ? [eq(discountRedemptions.email, email)] : []),
  ];
  if (who.length === 0) return 0;
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountCodeId, codeId), or(...who)));
  return row.uses;
}

/** Whether `customer` has used the code as often as it allows one customer. */
async function usedUpByCustomer(db: Db, row: Pick<DiscountCodeRow, "id" | "perCustomerLimit">, customer: DiscountCustomer): Promise<boolean> {
  return row.perCustomerLimit !== null && (await customerUses(db, row.id, customer)) >= row.perCustomerLimit;
}

/**
 * 409 when the order's code (`codeId`, null for none) is one `customer` may use no more: checked
 * wherever a guest's e-mail becomes known before payment (the shipping step), so a guest is
 * refused before paying rather than charged and refunded.
 */
export async function assertCustomerMayUse(db: Db, codeId: number | null, customer: DiscountCustomer): Promise<void> {
  if (codeId === null) return;
  const [row] = await db
    .select({ id: discountCodes.id, perCustomerLimit: discountCodes.perCustomerLimit })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId));
  if (row && (await usedUpByCustomer(db, row, customer))) throw new ConflictError(DISCOUNT_REFUSALS.usedByYou);
}

/** The cart's products a code covers: all of them, or those in its categories and their descendants. */
export async function coveredProducts(db: Db, row: DiscountCodeRow, productIds: number[]): Promise<Set<number>> {
  if (row.categoryIds.length === 0) return new Set(productIds);
  if (productIds.length === 0) return new Set();
  const categoryIds = subtreeIds(await selectCategories(), row.categoryIds);
  if (categoryIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), inArray(products.categoryId, categoryIds)));
  return new Set(rows.map((product) => product.id));
}

/** The code's row by its text, in any case. */
async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`);
  return row;
}

/**
 * Whether `code` applies to `cart` for `customer` now, and how; or the reason it does not, in the
 * words the shopper reads: not valid (unknown, or unusable now by anyone), used by this customer
 * as often as allowed, for none of these items, or below its minimum subtotal.
 */
export async function checkDiscount(
  db: Db,
  code: string,
  customer: DiscountCustomer,
  cart: DiscountCart,
  now = new Date(),
): Promise<DiscountCheck> {
  const row = await findDiscountCode(db, code);
  // A code nobody can use now (switched off, not started, expired, used up) answers as one that
  // does not exist: otherwise each answer would tell a guesser which codes exist, a future one
  // included. The reasons below are given only for a code that is live: the shopper holding it
  // needs them to use it, and a guesser who found it could apply it anyway.
  if (!row || discountState(row, now) !== "Active") return { refused: DISCOUNT_REFUSALS.unknown };
  if (await usedUpByCustomer(db, row, customer)) return { refused: DISCOUNT_REFUSALS.usedByYou };
  const covered = await coveredProducts(db, row, cart.productIds);
  if (covered.size === 0) return { refused: DISCOUNT_REFUSALS.notForItems };
  if (row.minSubtotalMinor !== null) {
    const minimum = shopperPrice(money(row.minSubtotalMinor), cart.rate, cart.items.currency);
    if (cart.items.minor < minimum.minor)
      return { refused: belowMinimumRefusal(formatMoney(minimum, { country: cart.country })) };
  }
  return { applied: { id: row.id, code: row.code.toUpperCase(), rule: discountRule(row), covered } };
}

// The comparison at the heart of reconciliation, pure so it can be tested on its own: the shop's
// orders and refunds on one side, the provider's intents and refunds (this installation's only)
// on the other, and every way they disagree.

/** The payment statuses in which the shop counts the order's money as received. */
const MONEY_RECEIVED = new Set(["paid", "partially_refunded", "refunded", "disputed"]);

/** Whether the shop counts this order's money as received (`status` is its payment status). */
export function isPaidForLedger(order: { status: string }): boolean {
  return MONEY_RECEIVED.has(order.status);
}

export type LedgerOrder = {
  id: number;
  status: string;
  /** "stripe", "test" or "free" (a 0.00 order no provider saw). */
  provider: string;
  amountMinor: number;
  currency: string;
  receivedAmountMinor: number | null;
  receivedCurrency: string | null;
  refundedAmountMinor: number;
};

export type LedgerRefund = {
  id: number;
  orderId: number;
  amountMinor: number;
  state: string;
  providerRefundId: string | null;
};

/** One of this installation's intents as the provider lists it; currency upper-case. */
export type LedgerIntent = {
  id: string;
  orderId: number | null;
  status: string;
  amountReceivedMinor: number;
  currency: string;
};

/** One refund at the provider of one of this installation's intents (made by the shop or outside it). */
export type LedgerProviderRefund = {
  id: string;
  intentId: string;
  amountMinor: number;
  status: "pending" | "succeeded" | "failed" | "cancelled";
  /** The shop's refund id from the refund's metadata, when this installation made it. */
  shopRefundId: string | null;
};

export const DIFFERENCE_KINDS = [
  "charge_missing_in_shop",
  "charge_missing_at_provider",
  "amount_differs",
  "currency_differs",
  "refund_missing_in_shop",
  "refund_missing_at_provider",
  "refund_amount_differs",
  "refund_state_differs",
  "refunded_total_differs",
  "free_order_not_free",
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** One side's figure: an amount in minor units of a currency, or a state (an order's or a refund's). */
export type LedgerFigure = { amountMinor?: number; currency?: string; state?: string };

export type Difference = {
  kind: DifferenceKind;
  orderId: number | null;
  /** The provider's object the difference is about (an intent or a refund), when there is one. */
  providerId: string | null;
  shop: LedgerFigure | null;
  provider: LedgerFigure | null;
};

export const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  charge_missing_in_shop: "Paid at the provider, not paid in the shop",
  charge_missing_at_provider: "Paid in the shop, no payment at the provider",
  amount_differs: "Amount charged differs",
  currency_differs: "Currency charged differs",
  refund_missing_in_shop: "Refund at the provider unknown to the shop",
  refund_missing_at_provider: "Refund in the shop unknown to the provider",
  refund_amount_differs: "Refund amount differs",
  refund_state_differs: "Refund state differs",
  refunded_total_differs: "Total refunded differs",
  free_order_not_free: "Free order with an amount to pay",
};

/** What the provider counts against a charge: refunds neither failed nor cancelled. */
const holdsCharge = (refund: { status: string }) => refund.status === "pending" || refund.status === "succeeded";

export type LedgerInput = {
  /** The provider compared with ("stripe"); orders of any other provider but "free" are not compared. */
  provider: string;
  /** The orders of the range, and the orders any listed intent names (looked up whatever their date). */
  orders: LedgerOrder[];
  refunds: LedgerRefund[];
  intents: LedgerIntent[];
  providerRefunds: LedgerProviderRefund[];
  /** Orders of the range: only these are compared whole; the others only answer for their intents. */
  inRange: ReadonlySet<number>;
};

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const money = (amountMinor: number, currency: string): LedgerFigure => ({ amountMinor, currency });

/**
 * The shop's charge of an order: what it recorded as received (set when the payment succeeded,
 * kept when the order was later cancelled and refunded), else the order's amount for an order
 * counted as paid, else nothing.
 */
function shopCharge(order: LedgerOrder): LedgerFigure | null {
  if (order.receivedAmountMinor !== null) return money(order.receivedAmountMinor, order.receivedCurrency ?? order.currency);
  return isPaidForLedger(order) ? money(order.amountMinor, order.currency) : null;
}

function compareCharge(order: LedgerOrder, succeeded: LedgerIntent[], intents: LedgerIntent[]): Difference[] {
  const shop = shopCharge(order);
  const at = (kind: DifferenceKind, shopFigure: LedgerFigure | null, provider: LedgerFigure | null): Difference => ({
    kind,
    orderId: order.id,
    providerId: succeeded[0]?.id ?? intents[0]?.id ?? null,
    shop: shopFigure,
    provider,
  });
  if (succeeded.length === 0) {
    if (!shop) return [];
    const states = intents.map((intent) => intent.status).join(", ");
    return [at("charge_missing_at_provider", shop, { state: states || "no payment" })];
  }
  const received = money(
    succeeded.reduce((total, intent) => total + intent.amountReceivedMinor, 0),
    succeeded[0].currency,
  );
  if (!shop) return [at("charge_missing_in_shop", { state: order.status }, received)];
  if (shop.currency !== received.currency || (isPaidForLedger(order) && order.currency !== received.currency))
    return [at("currency_differs", shop, received)];
  // A paid order received exactly its amount: an amount edited after the payment shows here too.
  if (shop.amountMinor !== received.amountMinor) return [at("amount_differs", shop, received)];
  if (isPaidForLedger(order) && order.amountMinor !== received.amountMinor)
    return [at("amount_differs", money(order.amountMinor, order.currency), received)];
  return [];
}

function compareRefunds(order: LedgerOrder, shopRefunds: LedgerRefund[], atProvider: LedgerProviderRefund[]): Difference[] {
  const differences: Difference[] = [];
  const byProviderId = new Map(shopRefunds.filter((r) => r.providerRefundId).map((r) => [r.providerRefundId, r]));
  const byShopId = new Map(shopRefunds.map((r) => [String(r.id), r]));
  const matched = new Set<number>();
  for (const refund of atProvider) {
    const mine = byProviderId.get(refund.id) ?? (refund.shopRefundId ? byShopId.get(refund.shopRefundId) : undefined);
    if (!mine) {
      if (holdsCharge(refund))
        differences.push({
          kind: "refund_missing_in_shop",
          orderId: order.id,
          providerId: refund.id,
          shop: null,
          provider: { amountMinor: refund.amountMinor, currency: order.currency, state: refund.status },
        });
      continue;
    }
    matched.add(mine.id);
    const shop = { amountMinor: mine.amountMinor, currency: order.currency, state: mine.state };
    const provider = { amountMinor: refund.amountMinor, currency: order.currency, state: refund.status };
    if (mine.amountMinor !== refund.amountMinor)
      differences.push({ kind: "refund_amount_differs", orderId: order.id, providerId: refund.id, shop, provider });
    else if (mine.state !== refund.status)
      differences.push({ kind: "refund_state_differs", orderId: order.id, providerId: refund.id, shop, provider });
  }
  for (const refund of shopRefunds)
    if (!matched.has(refund.id) && holdsCharge({ status: refund.state }))
      differences.push({
        kind: "refund_missing_at_provider",
        orderId: order.id,
        providerId: refund.providerRefundId,
        shop: { amountMinor: refund.amountMinor, currency: order.currency, state: refund.state },
        provider: null,
      });
  const providerTotal = atProvider.filter((r) => r.status === "succeeded").reduce((total, r) => total + r.amountMinor, 0);
  if (providerTotal !== order.refundedAmountMinor)
    differences.push({
      kind: "refunded_total_differs",
      orderId: order.id,
      providerId: null,
      shop: money(order.refundedAmountMinor, order.currency),
      provider: money(providerTotal, order.currency),
    });
  return differences;
}

/**
 * Every difference between the shop's record and the provider's over one range. Orders of the
 * range are compared whole: their charge (what the shop recorded as received, and for a paid order
 * its amount, against the provider's succeeded intents), each refund (matched by the provider's id
 * or the shop's id in its metadata; amount and state), and the refunded total (the shop's against
 * the provider's succeeded refunds). A succeeded intent whose order is outside the range is
 * compared with that order's charge only; one naming no order the shop has is a charge missing in
 * the shop. A free order has nothing at the provider: it reconciles when its amount is 0.00.
 */
export function compareLedgers(input: LedgerInput): Difference[] {
  const differences: Difference[] = [];
  const intentsByOrder = groupBy(input.intents, (intent) => intent.orderId);
  const refundsByOrder = groupBy(input.refunds, (refund) => refund.orderId);
  const providerRefundsByIntent = groupBy(input.providerRefunds, (refund) => refund.intentId);
  const ordersById = new Map(input.orders.map((order) => [order.id, order]));

  for (const order of input.orders) {
    const intents = intentsByOrder.get(order.id) ?? [];
    const succeeded = intents.filter((intent) => intent.status === "succeeded");
    if (order.provider === "free") {
      if (input.inRange.has(order.id) && order.amountMinor !== 0)
        differences.push({
          kind: "free_order_not_free",
          orderId: order.id,
          providerId: null,
          shop: money(order.amountMinor, order.currency),
          provider: null,
        });
      continue;
    }
    if (order.provider !== input.provider) continue;
    if (!input.inRange.has(order.id)) {
      // Outside the range only a succeeded intent listed in it is looked at.
      if (succeeded.length > 0) differences.push(...compareCharge(order, succeeded, intents));
      continue;
    }
    differences.push(...compareCharge(order, succeeded, intents));
    const atProvider = intents.flatMap((intent) => providerRefundsByIntent.get(intent.id) ?? []);
    differences.push(...compareRefunds(order, refundsByOrder.get(order.id) ?? [], atProvider));
  }

  for (const intent of input.intents)
    if (intent.status === "succeeded" && (intent.orderId === null || !ordersById.has(intent.orderId)))
      differences.push({
        kind: "charge_missing_in_shop",
        orderId: null,
        providerId: intent.id,
        shop: null,
        provider: money(intent.amountReceivedMinor, intent.currency),
      });
  return differences;
}

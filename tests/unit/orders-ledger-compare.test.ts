import {
  compareLedgers,
  isPaidForLedger,
  type LedgerInput,
  type LedgerIntent,
  type LedgerOrder,
  type LedgerProviderRefund,
  type LedgerRefund,
} from "@/lib/orders/ledger/compare";

// The comparison of the shop's ledger with the provider's, case by case.

const order = (patch: Partial<LedgerOrder> = {}): LedgerOrder => ({
  id: 1,
  status: "paid",
  provider: "stripe",
  amountMinor: 2000,
  currency: "AUD",
  receivedAmountMinor: 2000,
  receivedCurrency: "AUD",
  refundedAmountMinor: 0,
  ...patch,
});
const intent = (patch: Partial<LedgerIntent> = {}): LedgerIntent => ({
  id: "pi_1",
  orderId: 1,
  status: "succeeded",
  amountReceivedMinor: 2000,
  currency: "AUD",
  ...patch,
});
const shopRefund = (patch: Partial<LedgerRefund> = {}): LedgerRefund => ({
  id: 7,
  orderId: 1,
  amountMinor: 500,
  state: "succeeded",
  providerRefundId: "re_1",
  ...patch,
});
const stripeRefund = (patch: Partial<LedgerProviderRefund> = {}): LedgerProviderRefund => ({
  id: "re_1",
  intentId: "pi_1",
  amountMinor: 500,
  status: "succeeded",
  shopRefundId: "7",
  ...patch,
});

function compare(patch: Partial<LedgerInput>) {
  const input: LedgerInput = {
    provider: "stripe",
    orders: [order()],
    refunds: [],
    intents: [intent()],
    providerRefunds: [],
    inRange: new Set([1]),
    ...patch,
  };
  return compareLedgers(input).map(({ kind, orderId, providerId }) => ({ kind, orderId, providerId }));
}

describe("isPaidForLedger", () => {
  it("counts money received in the paid, refunded and disputed payment statuses only", () => {
    const paid = ["paid", "partially_refunded", "refunded", "disputed"];
    for (const status of paid) expect(isPaidForLedger({ status })).toBe(true);
    for (const status of ["pending", "failed", "expired", "review"]) expect(isPaidForLedger({ status })).toBe(false);
  });
});

describe("compareLedgers", () => {
  it("finds nothing when the charge, each refund and the refunded total agree", () => {
    expect(
      compare({
        orders: [order({ refundedAmountMinor: 500 })],
        refunds: [shopRefund(), shopRefund({ id: 8, state: "failed", providerRefundId: "re_2" })],
        providerRefunds: [stripeRefund(), stripeRefund({ id: "re_2", status: "failed", shopRefundId: "8" })],
      }),
    ).toEqual([]);
  });

  it("a paid order with no succeeded intent, and a succeeded intent of an unpaid order", () => {
    expect(compare({ intents: [intent({ status: "requires_payment_method", amountReceivedMinor: 0 })] })).toEqual([
      { kind: "charge_missing_at_provider", orderId: 1, providerId: "pi_1" },
    ]);
    expect(compare({ orders: [order({ status: "pending", receivedAmountMinor: null, receivedCurrency: null })] })).toEqual([
      { kind: "charge_missing_in_shop", orderId: 1, providerId: "pi_1" },
    ]);
  });

  it("a succeeded intent naming no order the shop has", () => {
    expect(compare({ orders: [], inRange: new Set() })).toEqual([{ kind: "charge_missing_in_shop", orderId: null, providerId: "pi_1" }]);
  });

  it("an amount or currency that differs, whether the received figure or the order's amount was changed", () => {
    expect(compare({ intents: [intent({ amountReceivedMinor: 1900 })] }).map((d) => d.kind)).toEqual(["amount_differs"]);
    expect(compare({ orders: [order({ amountMinor: 1500 })] }).map((d) => d.kind)).toEqual(["amount_differs"]);
    expect(compare({ intents: [intent({ currency: "USD" })] }).map((d) => d.kind)).toEqual(["currency_differs"]);
  });

  it("a cancelled order whose payment was refunded whole agrees; one not refunded at the provider does not", () => {
    const cancelled = order({ status: "refunded", refundedAmountMinor: 2000 });
    const refund = shopRefund({ amountMinor: 2000 });
    expect(compare({ orders: [cancelled], refunds: [refund], providerRefunds: [stripeRefund({ amountMinor: 2000 })] })).toEqual([]);
    expect(compare({ orders: [cancelled], refunds: [refund] }).map((d) => d.kind)).toEqual([
      "refund_missing_at_provider",
      "refunded_total_differs",
    ]);
  });

  it("refunds missing on either side, of another amount or in another state", () => {
    expect(compare({ providerRefunds: [stripeRefund({ shopRefundId: null })] }).map((d) => d.kind)).toEqual([
      "refund_missing_in_shop",
      "refunded_total_differs",
    ]);
    // Refused or cancelled at the provider and unknown to the shop: no money moved.
    expect(compare({ providerRefunds: [stripeRefund({ shopRefundId: null, status: "failed" })] })).toEqual([]);
    expect(
      compare({ orders: [order({ refundedAmountMinor: 500 })], refunds: [shopRefund()], providerRefunds: [stripeRefund({ amountMinor: 400 })] }).map(
        (d) => d.kind,
      ),
    ).toEqual(["refund_amount_differs", "refunded_total_differs"]);
    expect(
      compare({ refunds: [shopRefund({ state: "pending" })], providerRefunds: [stripeRefund({ status: "pending" })] }),
    ).toEqual([]);
    expect(
      compare({ refunds: [shopRefund({ state: "pending" })], providerRefunds: [stripeRefund()] }).map((d) => d.kind),
    ).toEqual(["refund_state_differs", "refunded_total_differs"]);
  });

  it("matches a refund by the shop's id in its metadata when the shop has not stored the provider's id yet", () => {
    expect(
      compare({
        orders: [order({ refundedAmountMinor: 500 })],
        refunds: [shopRefund({ providerRefundId: null })],
        providerRefunds: [stripeRefund()],
      }),
    ).toEqual([]);
  });

  it("compares an order outside the range only for a payment listed in it, and leaves other providers' orders alone", () => {
    expect(compare({ orders: [order({ refundedAmountMinor: 900 })], inRange: new Set() })).toEqual([]);
    expect(compare({ orders: [order({ amountMinor: 1 })], inRange: new Set() }).map((d) => d.kind)).toEqual(["amount_differs"]);
    expect(compare({ orders: [order({ provider: "test", refundedAmountMinor: 900 })], intents: [] })).toEqual([]);
  });

  it("a free order reconciles when it is 0.00 and has nothing at the provider", () => {
    expect(compare({ orders: [order({ provider: "free", amountMinor: 0, receivedAmountMinor: null })], intents: [] })).toEqual([]);
    expect(compare({ orders: [order({ provider: "free", amountMinor: 300 })], intents: [] })).toEqual([
      { kind: "free_order_not_free", orderId: 1, providerId: null },
    ]);
  });
});

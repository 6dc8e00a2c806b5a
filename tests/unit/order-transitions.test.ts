import {
  canCancel,
  canDeliver,
  canMoveFulfilment,
  canMovePayment,
  canRefund,
  canShip,
  FULFILMENT_STATUSES,
  FULFILMENT_TRANSITIONS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  SOLD_PAYMENT_STATUSES,
  type FulfilmentStatus,
  type PaymentStatus,
} from "@/lib/orders/contract/statuses";

describe("an order's payment and fulfilment", () => {
  it("follow an order from payment to doorstep, each on its own", () => {
    const money: PaymentStatus[] = ["pending", "paid", "partially_refunded", "refunded"];
    for (let step = 1; step < money.length; step++) expect(canMovePayment(money[step - 1], money[step])).toBe(true);
    const goods: FulfilmentStatus[] = ["unfulfilled", "partially_shipped", "shipped", "delivered"];
    for (let step = 1; step < goods.length; step++) expect(canMoveFulfilment(goods[step - 1], goods[step])).toBe(true);
  });

  it("refuse what cannot happen", () => {
    expect(canMoveFulfilment("shipped", "cancelled")).toBe(false); // too late to cancel: refund instead
    expect(canMoveFulfilment("partially_shipped", "cancelled")).toBe(false);
    expect(canMoveFulfilment("delivered", "shipped")).toBe(false);
    expect(canMovePayment("paid", "pending")).toBe(false);
    expect(canMovePayment("expired", "paid")).toBe(false);
  });

  it("ship, cancel and refund only where money and goods both allow it", () => {
    expect(canShip({ paymentStatus: "pending", fulfilmentStatus: "unfulfilled" })).toBe(false); // nothing ships unpaid
    expect(canShip({ paymentStatus: "refunded", fulfilmentStatus: "unfulfilled" })).toBe(false);
    expect(canShip({ paymentStatus: "partially_refunded", fulfilmentStatus: "partially_shipped" })).toBe(true);
    // A shipped order refunded in part is neither shipped nor cancelled again.
    const shippedAndRefunded = { paymentStatus: "partially_refunded", fulfilmentStatus: "shipped" } as const;
    expect([canShip(shippedAndRefunded), canCancel(shippedAndRefunded), canRefund(shippedAndRefunded)]).toEqual([false, false, true]);
    expect(canDeliver(shippedAndRefunded)).toBe(true);
    expect(canCancel({ paymentStatus: "review", fulfilmentStatus: "unfulfilled" })).toBe(true);
    expect(canCancel({ paymentStatus: "paid", fulfilmentStatus: "cancelled" })).toBe(false);
  });

  it("end for good at expired, delivered and cancelled; a late success pays a failed payment", () => {
    expect(PAYMENT_TRANSITIONS.expired).toEqual([]);
    expect(FULFILMENT_TRANSITIONS.delivered).toEqual([]);
    expect(FULFILMENT_TRANSITIONS.cancelled).toEqual([]);
    expect(canMovePayment("failed", "paid")).toBe(true);
  });

  it("name only known statuses, and every status is reachable from the first", () => {
    const reach = <S extends string>(first: S, all: readonly S[], table: Record<S, readonly S[]>) => {
      const reached = new Set<S>([first]);
      for (let round = 0; round < all.length; round++)
        for (const from of [...reached]) for (const to of table[from]) reached.add(to);
      return [...reached].sort();
    };
    expect(reach("pending", PAYMENT_STATUSES, PAYMENT_TRANSITIONS)).toEqual([...PAYMENT_STATUSES].sort());
    expect(reach("unfulfilled", FULFILMENT_STATUSES, FULFILMENT_TRANSITIONS)).toEqual([...FULFILMENT_STATUSES].sort());
    for (const status of SOLD_PAYMENT_STATUSES) expect(PAYMENT_STATUSES).toContain(status);
  });
});

import { canMove, ORDER_STATUSES, ORDER_TRANSITIONS, SOLD_STATUSES, type OrderStatus } from "@/lib/orders/statuses";

describe("order transitions", () => {
  it("follow an order from payment to doorstep", () => {
    const path: OrderStatus[] = ["pending", "paid", "shipped", "delivered", "partially_refunded", "refunded"];
    for (let step = 1; step < path.length; step++) expect(canMove(path[step - 1], path[step])).toBe(true);
  });

  it("refuse what cannot happen", () => {
    expect(canMove("pending", "shipped")).toBe(false); // nothing ships unpaid
    expect(canMove("shipped", "cancelled")).toBe(false); // too late to cancel: refund instead
    expect(canMove("delivered", "shipped")).toBe(false);
    expect(canMove("paid", "pending")).toBe(false);
  });

  it("end for good at refunded, cancelled and expired", () => {
    for (const status of ["refunded", "cancelled", "expired"] as const) expect(ORDER_TRANSITIONS[status]).toEqual([]);
  });

  it("lets a late successful payment pay a failed order, never an expired one", () => {
    expect(canMove("failed", "paid")).toBe(true);
    expect(canMove("expired", "paid")).toBe(false);
  });

  it("name only known statuses, and every status is reachable from pending", () => {
    const reached = new Set<OrderStatus>(["pending"]);
    for (let round = 0; round < ORDER_STATUSES.length; round++)
      for (const from of [...reached]) for (const to of ORDER_TRANSITIONS[from]) reached.add(to);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of SOLD_STATUSES) expect(ORDER_STATUSES).toContain(status);
  });
});

import { REFUND_STATES } from "@/lib/orders/contract/refund-contract";
import { canMoveRefund } from "@/lib/orders/after-sale/refund-states";

describe("a refund's moves", () => {
  it("pending goes to succeeded, failed or cancelled; succeeded can still fail; failed and cancelled are final", () => {
    const allowed = REFUND_STATES.flatMap((from) =>
      REFUND_STATES.filter((to) => canMoveRefund(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["pending→succeeded", "pending→failed", "pending→cancelled", "succeeded→failed"]);
  });

});

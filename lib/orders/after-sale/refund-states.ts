import type { RefundState } from "@/lib/orders/contract/refund-contract";

/**
 * How a refund moves, the one table every writer checks (refund-settle.ts): a pending refund
 * succeeds, fails or is cancelled at the provider; a succeeded one can still fail later (Stripe:
 * the card's bank sends the money back, e.g. a closed account); failed and cancelled are final.
 * The shop itself never fails a refund: only the provider's word does.
 */
export const REFUND_MOVES: Record<RefundState, readonly RefundState[]> = {
  pending: ["succeeded", "failed", "cancelled"],
  succeeded: ["failed"],
  failed: [],
  cancelled: [],
};

export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return REFUND_MOVES[from].includes(to);
}


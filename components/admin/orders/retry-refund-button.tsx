"use client";

import { Button } from "@/components/ui/button";
import { useOrderCall } from "./use-order-call";

/**
 * Asks again for a refund the provider refused or cancelled: a NEW refund of what it named that is
 * still refundable (POST /api/admin/orders/{id}/refunds/{refundId}/retry).
 */
export function RetryRefundButton({ orderId, refundId, what }: { orderId: number; refundId: number; what: string }) {
  const { busy, problem, call } = useOrderCall();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`Retry ${what}`}
        onClick={() =>
          void call(
            `/api/admin/orders/${orderId}/refunds/${refundId}/retry`,
            undefined,
            `${what}: asked for again`,
            "It could not be asked for again",
          )
        }
      >
        {busy ? "Retrying…" : "Retry"}
      </Button>
      {problem && (
        <span role="alert" className="text-xs text-red-800">
          {problem}
        </span>
      )}
    </span>
  );
}

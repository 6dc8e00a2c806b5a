"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { canMove, type OrderStatus } from "@/lib/orders/statuses";
import { CancelDialog } from "./cancel-dialog";
import { RefundDialog, type RefundableLine } from "./refund-dialog";
import { ShipDialog } from "./ship-dialog";
import { useOrderCall } from "./use-order-call";

function DeliverButton({ orderId }: { orderId: number }) {
  const { busy, problem, call } = useOrderCall();
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        onClick={() =>
          void call(
            `/api/admin/orders/${orderId}/deliver`,
            undefined,
            `Order #${orderId} marked delivered`,
            "The order could not be marked delivered",
          )
        }
      >
        {busy ? "Saving…" : "Mark delivered"}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </>
  );
}

/**
 * The moves the owner can make from here: only those ORDER_TRANSITIONS allows from the order's
 * status (the server checks again), and a refund only while something is left to refund.
 */
export function OrderActions({
  orderId,
  status,
  currency,
  lines,
  left,
  delivery,
  canRefund,
}: {
  orderId: number;
  status: OrderStatus;
  currency: string;
  lines: RefundableLine[];
  left: string;
  /** What the delivery can still refund, formatted; null when nothing. */
  delivery: string | null;
  canRefund: boolean;
}) {
  const refundable = canRefund && (canMove(status, "refunded") || canMove(status, "partially_refunded"));
  const moves = [
    canMove(status, "shipped"),
    canMove(status, "delivered"),
    canMove(status, "cancelled"),
    refundable,
  ];
  if (!moves.some(Boolean))
    return <p className="text-sm text-neutral-600">No action for a {status.replace("_", " ")} order.</p>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {canMove(status, "shipped") && <ShipDialog orderId={orderId} />}
      {canMove(status, "delivered") && <DeliverButton orderId={orderId} />}
      {refundable && <RefundDialog orderId={orderId} currency={currency} lines={lines} left={left} delivery={delivery} />}
      {canMove(status, "cancelled") && <CancelDialog orderId={orderId} />}
    </div>
  );
}

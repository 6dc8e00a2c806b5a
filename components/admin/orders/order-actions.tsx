"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  canCancel,
  canDeliver,
  canRefund as refundAllowed,
  canShip,
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatuses,
} from "@/lib/orders/contract/statuses";
import { CancelDialog } from "./cancel-dialog";
import { RefundDialog, type RefundableLine } from "./refund-dialog";
import { ShipDialog, type ShippableLine } from "./ship-dialog";
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
 * The moves the owner can make from here: only those the order's payment and fulfilment allow
 * (lib/orders/statuses.ts; the server checks again), and a refund only while something is left.
 */
export function OrderActions({
  orderId,
  statuses,
  currency,
  lines,
  left,
  delivery,
  canRefund,
  mayRefund,
  mayShip,
  shippable,
}: {
  orderId: number;
  statuses: OrderStatuses;
  currency: string;
  lines: RefundableLine[];
  left: string;
  /** What the delivery can still refund, formatted; null when nothing. */
  delivery: string | null;
  canRefund: boolean;
  /** The viewer's permissions (lib/auth/permissions.ts): refund and cancel, ship and deliver. */
  mayRefund: boolean;
  mayShip: boolean;
  /** Each line's units still to send. */
  shippable: ShippableLine[];
}) {
  const refundable = mayRefund && canRefund && refundAllowed(statuses);
  const ship = mayShip && canShip(statuses);
  const deliver = mayShip && canDeliver(statuses);
  const cancel = mayRefund && canCancel(statuses);
  if (!ship && !deliver && !cancel && !refundable)
    return (
      <p className="text-sm text-neutral-600">
        No action for an order whose payment is {PAYMENT_STATUS_LABELS[statuses.paymentStatus].toLowerCase()} and
        whose goods are {FULFILMENT_STATUS_LABELS[statuses.fulfilmentStatus].toLowerCase()}.
      </p>
    );
  return (
    <div className="flex flex-wrap items-start gap-2">
      {ship && <ShipDialog orderId={orderId} lines={shippable} />}
      {deliver && <DeliverButton orderId={orderId} />}
      {refundable && <RefundDialog orderId={orderId} currency={currency} lines={lines} left={left} delivery={delivery} />}
      {cancel && <CancelDialog orderId={orderId} />}
    </div>
  );
}

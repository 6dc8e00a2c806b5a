"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useOrderDialog } from "./use-order-dialog";

/** Cancel, after a confirmation that says what it does: the payment refunded, the stock returned. */
export function CancelDialog({ orderId }: { orderId: number }) {
  const { busy, problem, call, setOpen, dialog } = useOrderDialog();

  return (
    <Dialog {...dialog}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Cancel order #{orderId}?</DialogTitle>
        <DialogDescription className="mt-2">
          The payment is refunded to the shopper (what has not been refunded yet) and every item returns to
          stock. The shopper is e-mailed. This cannot be undone.
        </DialogDescription>
        {problem && (
          <Alert tone="error" className="mt-4">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setOpen(false)}>
            Keep the order
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={async () => {
              if (
                await call(
                  `/api/admin/orders/${orderId}/cancel`,
                  undefined,
                  `Order #${orderId} cancelled: refund on its way, stock returned`,
                  "The order could not be cancelled",
                )
              )
                setOpen(false);
            }}
          >
            {busy ? "Cancelling…" : "Cancel order"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useOrderCall } from "./use-order-call";

/** Cancel, after a confirmation that says what it does: the payment refunded, the stock returned. */
export function CancelDialog({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const { busy, problem, setProblem, call } = useOrderCall();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setProblem(null);
      }}
    >
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

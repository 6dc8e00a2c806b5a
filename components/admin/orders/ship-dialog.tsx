"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { CarrierField } from "./carrier-field";
import { DialogFormEnd } from "./dialog-form-end";
import { useOrderDialog } from "./use-order-dialog";

/** Ship: carrier and tracking number, both optional; the shopper is e-mailed with them. */
export function ShipDialog({ orderId }: { orderId: number }) {
  const id = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const { busy, problem, call, setOpen, dialog } = useOrderDialog();

  return (
    <Dialog {...dialog}>
      <DialogTrigger asChild>
        <Button size="sm">Ship</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Ship order #{orderId}</DialogTitle>
        <DialogDescription className="mt-1">
          The shopper is e-mailed that the order has shipped, with the tracking number and link when given.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          aria-busy={busy}
          onSubmit={async (event) => {
            event.preventDefault();
            if (
              await call(
                `/api/admin/orders/${orderId}/ship`,
                { carrier, trackingNumber },
                `Order #${orderId} marked shipped`,
                "The order could not be marked shipped",
              )
            )
              setOpen(false);
          }}
        >
          <CarrierField id={`${id}-carrier`} value={carrier} disabled={busy} onChange={setCarrier} />
          <TextField
            id={`${id}-tracking`}
            label="Tracking number (optional)"
            value={trackingNumber}
            maxLength={100}
            disabled={busy}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
          <DialogFormEnd
            problem={problem}
            busy={busy}
            onBack={() => setOpen(false)}
            submit={busy ? "Shipping…" : "Mark shipped"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

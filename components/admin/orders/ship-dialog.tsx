"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { CarrierOptions } from "./carrier-options";
import { useOrderCall } from "./use-order-call";

/** Ship: carrier and tracking number, both optional; the shopper is e-mailed with them. */
export function ShipDialog({ orderId }: { orderId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
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
          <TextField
            id={`${id}-carrier`}
            label="Carrier (optional)"
            list={`${id}-carriers`}
            value={carrier}
            maxLength={100}
            disabled={busy}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <CarrierOptions id={`${id}-carriers`} />
          <TextField
            id={`${id}-tracking`}
            label="Tracking number (optional)"
            value={trackingNumber}
            maxLength={100}
            disabled={busy}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setOpen(false)}>
              Back
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Shipping…" : "Mark shipped"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

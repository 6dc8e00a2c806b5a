"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { CarrierField } from "./carrier-field";
import { DialogFormEnd } from "./dialog-form-end";
import { useOrderDialog } from "./use-order-dialog";

/** A line as the ship dialog offers it: how many of its units are still to send. */
export type ShippableLine = { id: number; productName: string; sku: string; toShip: number };

/**
 * Ship: carrier and tracking number, both optional; the shopper is e-mailed with them. Every unit
 * left is sent unless the owner lowers a line's count: the rest then waits for a later shipment.
 */
export function ShipDialog({ orderId, lines }: { orderId: number; lines: ShippableLine[] }) {
  const id = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const open = lines.filter((line) => line.toShip > 0);
  const [counts, setCounts] = useState<Record<number, number>>(() => Object.fromEntries(open.map((line) => [line.id, line.toShip])));
  const { busy, problem, call, setOpen, dialog } = useOrderDialog();
  const chosen = open.filter((line) => (counts[line.id] ?? 0) > 0).map((line) => ({ lineId: line.id, quantity: counts[line.id] }));
  const everything = open.every((line) => counts[line.id] === line.toShip);

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
                { carrier, trackingNumber, ...(everything ? {} : { lines: chosen }) },
                everything ? `Order #${orderId} marked shipped` : `Shipment of order #${orderId} recorded`,
                "The order could not be marked shipped",
              )
            )
              setOpen(false);
          }}
        >
          {open.length > 1 || open.some((line) => line.toShip > 1) ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-neutral-900">Units in this shipment</legend>
              {open.map((line) => (
                <TextField
                  key={line.id}
                  id={`${id}-line-${line.id}`}
                  label={`${line.productName} (${line.sku}), ${line.toShip} left`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.toShip}
                  value={String(counts[line.id] ?? 0)}
                  disabled={busy}
                  onChange={(event) =>
                    setCounts((current) => ({
                      ...current,
                      [line.id]: Math.max(0, Math.min(line.toShip, Math.trunc(Number(event.target.value) || 0))),
                    }))
                  }
                />
              ))}
            </fieldset>
          ) : null}
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
            submit={busy ? "Shipping…" : everything ? "Mark shipped" : "Ship these units"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

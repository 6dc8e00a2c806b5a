"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { DialogFormEnd } from "./dialog-form-end";
import { useOrderDialog } from "./use-order-dialog";

export type RefundableLine = {
  id: number;
  productName: string;
  sku: string;
  /** Units not refunded yet. */
  left: number;
  /** What those units can still refund (their share of what was paid), formatted. */
  leftAmount: string;
};

type Mode = "all" | "lines" | "amount";

/**
 * Refund everything left, some units of some lines and/or the delivery, or an amount; 'Return to
 * stock' puts the refunded units back on sale. The server works out the money (each line's share
 * of what was paid) and refuses more than is left; the amounts shown come from it too.
 */
export function RefundDialog({
  orderId,
  currency,
  lines,
  left,
  delivery,
}: {
  orderId: number;
  currency: string;
  lines: RefundableLine[];
  /** What can still be refunded, formatted. */
  left: string;
  /** What the delivery can still refund, formatted; null when nothing. */
  delivery: string | null;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("all");
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState("");
  const [restock, setRestock] = useState(true);
  const [withDelivery, setWithDelivery] = useState(false);
  const { busy, problem, setProblem, call, setOpen, dialog } = useOrderDialog();

  const chosenLines = lines
    .map((line) => ({ lineId: line.id, quantity: Number(quantities[line.id] ?? 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);

  const body = (): { body: unknown } | { error: string } => {
    if (mode === "all") return { body: { restock } };
    if (mode === "lines") {
      if (chosenLines.length === 0 && !withDelivery)
        return { error: "Choose how many units of at least one line, or the delivery, to refund" };
      return {
        body: {
          ...(chosenLines.length > 0 ? { lines: chosenLines } : {}),
          ...(withDelivery ? { delivery: true } : {}),
          restock: restock && chosenLines.length > 0,
        },
      };
    }
    const value = Number(amount.replace(",", "."));
    return amount.trim() && Number.isFinite(value) && value > 0
      ? { body: { amount: value, restock: false } }
      : { error: "Type the amount to refund" };
  };

  const modes: { value: Mode; label: string }[] = [
    { value: "all", label: `Everything not refunded yet (${left})` },
    { value: "lines", label: delivery ? "Some items or the delivery" : "Some items" },
    { value: "amount", label: "An amount" },
  ];

  return (
    <Dialog {...dialog}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>Refund order #{orderId}</DialogTitle>
        <DialogDescription className="mt-1">
          The refund goes back to the shopper&apos;s card through the payment provider; it shows as pending
          until the provider confirms it.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          aria-busy={busy}
          onSubmit={async (event) => {
            event.preventDefault();
            const request = body();
            if ("error" in request) {
              setProblem(request.error);
              return;
            }
            if (
              await call(
                `/api/admin/orders/${orderId}/refunds`,
                request.body,
                `Refund of order #${orderId} requested`,
                "The refund could not be made",
              )
            )
              setOpen(false);
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">What to refund</legend>
            {modes.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={choice.value}
                  checked={mode === choice.value}
                  disabled={busy}
                  onChange={() => setMode(choice.value)}
                  className="accent-brand-600"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {mode === "lines" && (
            <ul className="space-y-2" aria-label="Items to refund">
              {lines.map((line) => (
                <li key={line.id} className="flex items-center justify-between gap-3">
                  <Label htmlFor={`${id}-line-${line.id}`} className="min-w-0">
                    <span className="block truncate">{line.productName}</span>
                    <span className="block text-xs font-normal text-neutral-600">
                      {line.sku} · {line.left} not refunded, worth {line.leftAmount} of what was paid
                    </span>
                  </Label>
                  <input
                    id={`${id}-line-${line.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.left}
                    step={1}
                    disabled={busy || line.left === 0}
                    aria-label={`Units of ${line.productName} to refund`}
                    value={quantities[line.id] ?? "0"}
                    onChange={(event) =>
                      setQuantities((current) => ({ ...current, [line.id]: event.target.value }))
                    }
                    className={`${inputClasses} w-20`}
                  />
                </li>
              ))}
            </ul>
          )}
          {mode === "lines" && delivery && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-delivery`}
                checked={withDelivery}
                disabled={busy}
                onCheckedChange={(on) => setWithDelivery(on === true)}
              />
              <Label htmlFor={`${id}-delivery`}>Refund the delivery ({delivery})</Label>
            </div>
          )}
          {mode === "amount" && (
            <MoneyInput
              id={`${id}-amount`}
              label="Amount to refund"
              currency={currency}
              value={amount}
              disabled={busy}
              onValueChange={setAmount}
              note={`At most ${left}. No item goes back to stock.`}
            />
          )}
          {mode !== "amount" && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-restock`}
                checked={restock}
                disabled={busy}
                onCheckedChange={(on) => setRestock(on === true)}
              />
              <Label htmlFor={`${id}-restock`}>Return to stock</Label>
            </div>
          )}
          <DialogFormEnd
            problem={problem}
            busy={busy}
            onBack={() => setOpen(false)}
            submit={busy ? "Refunding…" : "Refund"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

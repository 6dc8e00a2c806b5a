"use client";

import { useId, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { MAX_STOCK } from "@/lib/catalog/contract/constants";
import type { AdminItem } from "@/lib/catalog/contract/items";
import { FormDialog } from "./form-dialog";
import { receiveStock, setStock } from "./items-api";
import { itemLabel } from "./item-label";
import { useItemAction } from "./use-item-action";

type Props = {
  productId: number;
  /** The item as last read: after a refused count it holds the new figure. */
  item: AdminItem;
  /** "receive" adds a delivered quantity; "set" replaces the stock with a count. */
  mode: "receive" | "set";
  onClose: () => void;
  returnFocus: () => void;
};

const NOTE_MAX = 200;

/** A whole number typed into a field, or NaN. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Receives a delivery (added to whatever the stock is by then, so a sale meanwhile is kept) or
 * sets a counted stock. A count sends the figure shown as `expected`: if a sale changed it, the
 * server refuses, the dialog shows the new figure, and the next attempt is checked against it.
 */
export function StockDialog({ productId, item, mode, onClose, returnFocus }: Props) {
  const id = useId();
  const [amount, setAmount] = useState(mode === "set" ? String(item.stock) : "");
  const [note, setNote] = useState("");
  const action = useItemAction(productId, onClose);
  const value = wholeNumber(amount);
  const valid = Number.isInteger(value) && value >= (mode === "receive" ? 1 : 0) && value <= MAX_STOCK;
  const trimmedNote = note.trim() || undefined;
  const receiving = mode === "receive";

  const submit = () =>
    void action.run(
      () => (receiving ? receiveStock(item.id, value, trimmedNote) : setStock(item.id, value, item.stock, trimmedNote)),
      receiving ? `Received ${value} of ${item.sku}` : `Stock of ${item.sku} set to ${value}`,
      "The stock could not be changed",
    );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title={receiving ? `Receive stock of ${item.sku}` : `Set stock of ${item.sku}`}
      description={
        <>
          {itemLabel(item)}: <strong data-testid="current-stock">{item.stock}</strong> in stock now.
          {receiving ? " The quantity delivered is added to it." : " Enter the number you counted."}
        </>
      }
      submitLabel={receiving ? "Receive" : "Set stock"}
      canSubmit={valid}
      busy={action.busy}
      problem={action.problem}
      onSubmit={submit}
    >
      <TextField
        id={`${id}-amount`}
        label={receiving ? "Quantity received" : "Counted stock"}
        type="number"
        inputMode="numeric"
        min={receiving ? 1 : 0}
        max={MAX_STOCK}
        step={1}
        required
        autoFocus
        value={amount}
        aria-invalid={amount !== "" && !valid}
        note={amount !== "" && !valid ? `A whole number from ${receiving ? 1 : 0} to ${MAX_STOCK}` : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        id={`${id}-note`}
        label="Note (optional)"
        maxLength={NOTE_MAX}
        placeholder={receiving ? "Delivery reference" : "Stocktake"}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}

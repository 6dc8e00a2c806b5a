"use client";

import { useId, useState } from "react";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { MAX_SKU } from "@/lib/catalog/contract/constants";
import type { AdminItem, UpdateItemRequest } from "@/lib/catalog/contract/items";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { decimalText } from "@/lib/money/price-text";
import { parsePrice } from "../add-product/product-rules";
import { FormDialog } from "./form-dialog";
import { updateItem } from "./items-api";
import { itemLabel } from "./item-label";
import { useItemAction } from "./use-item-action";

type Props = { productId: number; item: AdminItem; onClose: () => void; returnFocus: () => void };

/** Changes an item's price (above 0) and SKU; sends only what changed. */
export function EditItemDialog({ productId, item, onClose, returnFocus }: Props) {
  const id = useId();
  const [sku, setSku] = useState(item.sku);
  const [priceText, setPriceText] = useState(decimalText(item.price));
  const action = useItemAction(productId, onClose);
  const price = parsePrice(priceText);
  const priceValid = Number.isFinite(price) && price > 0;
  const changes: UpdateItemRequest = {
    ...(sku.trim() !== item.sku ? { sku: sku.trim() } : {}),
    ...(priceValid && price !== item.price ? { price } : {}),
  };
  const changed = Object.keys(changes).length > 0;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title={`Edit ${item.sku}`}
      description={`The price and SKU of ${itemLabel(item)}. A new price applies to the next order at once.`}
      submitLabel="Save"
      canSubmit={changed && priceValid && sku.trim() !== ""}
      busy={action.busy}
      problem={action.problem}
      onSubmit={() => void action.run(() => updateItem(item.id, changes), `${sku.trim()} saved`, "The item could not be saved")}
    >
      <TextField
        id={`${id}-sku`}
        label="SKU"
        maxLength={MAX_SKU}
        required
        autoComplete="off"
        value={sku}
        aria-invalid={sku.trim() === ""}
        onChange={(event) => setSku(event.target.value)}
      />
      <MoneyInput
        id={`${id}-price`}
        label="Price"
        currency={BASE_CURRENCY}
        required
        value={priceText}
        aria-invalid={!priceValid}
        note={priceValid ? undefined : "Enter a price above 0 with at most 2 decimals, such as 24.50"}
        onValueChange={setPriceText}
      />
    </FormDialog>
  );
}

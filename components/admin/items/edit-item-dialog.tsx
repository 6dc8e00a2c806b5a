"use client";

import { useId, useState } from "react";
import type { AdminItem, UpdateItemRequest } from "@/lib/catalog/contract/items";
import { FormDialog } from "./form-dialog";
import { PriceField, SkuField, usePriceText } from "./item-fields";
import { updateItem } from "./items-api";
import { itemLabel } from "./item-label";
import { useItemAction } from "./use-item-action";

type Props = { productId: number; item: AdminItem; onClose: () => void; returnFocus: () => void };

/** Changes an item's price (above 0) and SKU; sends only what changed. */
export function EditItemDialog({ productId, item, onClose, returnFocus }: Props) {
  const id = useId();
  const [sku, setSku] = useState(item.sku);
  const price = usePriceText(item.price);
  const action = useItemAction(productId, onClose);
  const changes: UpdateItemRequest = {
    ...(sku.trim() !== item.sku ? { sku: sku.trim() } : {}),
    ...(price.valid && price.price !== item.price ? { price: price.price } : {}),
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
      canSubmit={changed && price.valid && sku.trim() !== ""}
      busy={action.busy}
      problem={action.problem}
      onSubmit={() => void action.run(() => updateItem(item.id, changes), `${sku.trim()} saved`, "The item could not be saved")}
    >
      <SkuField id={id} value={sku} onChange={setSku} invalid={sku.trim() === ""} />
      <PriceField id={id} price={price} />
    </FormDialog>
  );
}

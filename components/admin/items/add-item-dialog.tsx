"use client";

import { useId, useMemo, useState } from "react";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/components/ui/cn";
import { MAX_STOCK } from "@/lib/catalog/contract/constants";
import type { AdminItemList } from "@/lib/catalog/contract/items";
import { choose, chosenIds, missingCombinations, valuesOffered, type ValueChoice } from "./combinations";
import { FormDialog } from "./form-dialog";
import { PriceField, SkuField, usePriceText } from "./item-fields";
import { addItem } from "./items-api";
import { useItemAction } from "./use-item-action";

type Props = { list: AdminItemList; onClose: () => void; returnFocus: () => void };

/**
 * Adds an item for a combination the product has no item for: one select per variation type,
 * each offering only values that still lead to such a combination.
 */
export function AddItemDialog({ list, onClose, returnFocus }: Props) {
  const id = useId();
  const types = list.variationTypes;
  const missing = useMemo(() => missingCombinations(types, list.items), [types, list.items]);
  const [choice, setChoice] = useState<ValueChoice>({});
  const [sku, setSku] = useState("");
  const price = usePriceText(list.price);
  const [stockText, setStockText] = useState("0");
  const action = useItemAction(list.productId, onClose);

  const variations = chosenIds(types, choice);
  const stock = /^\d+$/.test(stockText.trim()) ? Number(stockText) : Number.NaN;
  const stockValid = Number.isInteger(stock) && stock <= MAX_STOCK;
  const canSubmit = variations !== null && sku.trim() !== "" && price.valid && stockValid;

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title="Add item"
      description="A new combination of the category's variation values, with its own SKU, price and stock."
      submitLabel="Add item"
      canSubmit={canSubmit}
      busy={action.busy}
      problem={action.problem}
      onSubmit={() =>
        variations &&
        void action.run(
          () => addItem(list.productId, { sku: sku.trim(), price: price.price, stock, variations }),
          `${sku.trim()} added`,
          "The item could not be added",
        )
      }
    >
      {types.map((type, index) => {
        const offered = valuesOffered(types, missing, choice, index);
        const selectId = `${id}-type-${index}`;
        return (
          <div key={type.name}>
            <Label htmlFor={selectId}>{type.name}</Label>
            <select
              id={selectId}
              required
              className={cn(inputClasses, "mt-1")}
              value={choice[type.name] ?? ""}
              disabled={offered.length === 0}
              onChange={(event) =>
                setChoice(choose(types, missing, choice, index, event.target.value ? Number(event.target.value) : undefined))
              }
            >
              <option value="">Choose {type.name.toLowerCase()}…</option>
              {offered.map((value) => (
                <option key={value.id} value={value.id}>
                  {value.value}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <SkuField id={id} value={sku} onChange={setSku} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField id={id} price={price} />
        <TextField
          id={`${id}-stock`}
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK}
          step={1}
          required
          value={stockText}
          aria-invalid={!stockValid}
          note={stockValid ? undefined : `A whole number from 0 to ${MAX_STOCK}`}
          onChange={(event) => setStockText(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}

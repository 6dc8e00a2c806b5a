"use client";

import { useId, useMemo, useState } from "react";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/components/ui/cn";
import { MAX_SKU, MAX_STOCK } from "@/lib/catalog/contract/constants";
import type { AdminItemList } from "@/lib/catalog/contract/items";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { decimalText } from "@/lib/money/price-text";
import { parsePrice } from "../add-product/product-rules";
import { choose, chosenIds, missingCombinations, valuesOffered, type ValueChoice } from "./combinations";
import { FormDialog } from "./form-dialog";
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
  const [priceText, setPriceText] = useState(decimalText(list.price));
  const [stockText, setStockText] = useState("0");
  const action = useItemAction(list.productId, onClose);

  const variations = chosenIds(types, choice);
  const price = parsePrice(priceText);
  const priceValid = Number.isFinite(price) && price > 0;
  const stock = /^\d+$/.test(stockText.trim()) ? Number(stockText) : Number.NaN;
  const stockValid = Number.isInteger(stock) && stock <= MAX_STOCK;
  const canSubmit = variations !== null && sku.trim() !== "" && priceValid && stockValid;

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
          () => addItem(list.productId, { sku: sku.trim(), price, stock, variations }),
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
      <TextField
        id={`${id}-sku`}
        label="SKU"
        maxLength={MAX_SKU}
        required
        autoComplete="off"
        value={sku}
        onChange={(event) => setSku(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          id={`${id}-price`}
          label="Price"
          currency={BASE_CURRENCY}
          required
          value={priceText}
          aria-invalid={!priceValid}
          note={priceValid ? undefined : "A price above 0, such as 24.50"}
          onValueChange={setPriceText}
        />
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

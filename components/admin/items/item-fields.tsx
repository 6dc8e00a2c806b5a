"use client";

import { useState } from "react";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { MAX_SKU } from "@/lib/catalog/contract/constants";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { decimalText } from "@/lib/money/price-text";
import { parsePrice } from "../add-product/product-rules";

// The SKU and price fields the item dialogs share, read the same way in both.

/** A price as typed (decimal text), what it reads as, and whether an item may have it (above 0). */
export type PriceText = { text: string; setText: (text: string) => void; price: number; valid: boolean };

export function usePriceText(initial: number): PriceText {
  const [text, setText] = useState(decimalText(initial));
  const price = parsePrice(text);
  return { text, setText, price, valid: Number.isFinite(price) && price > 0 };
}

type SkuFieldProps = { id: string; value: string; onChange: (sku: string) => void; invalid?: boolean };

/** The item's SKU (`id`: the dialog's id, the field is `<id>-sku`). */
export function SkuField({ id, value, onChange, invalid }: SkuFieldProps) {
  return (
    <TextField
      id={`${id}-sku`}
      label="SKU"
      maxLength={MAX_SKU}
      required
      autoComplete="off"
      value={value}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The item's price in the shop's currency (`id`: the dialog's id, the field is `<id>-price`). */
export function PriceField({ id, price }: { id: string; price: PriceText }) {
  return (
    <MoneyInput
      id={`${id}-price`}
      label="Price"
      currency={BASE_CURRENCY}
      required
      value={price.text}
      aria-invalid={!price.valid}
      note={price.valid ? undefined : "Enter a price above 0 with at most 2 decimals, such as 24.50"}
      onValueChange={price.setText}
    />
  );
}

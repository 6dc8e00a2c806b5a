"use client";

import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import type { SavedAddress } from "@/lib/users/contract";
import { isSavedAlready, shippingFieldsOf } from "./saved-addresses";

type Props = {
  id: string;
  options: SavedAddress[];
  address: ShippingAddress;
  onPick: (address: ShippingAddress) => void;
  disabled?: boolean;
};

const summary = (saved: SavedAddress) =>
  [saved.name, saved.line1, saved.city, saved.postal_code].filter(Boolean).join(", ") +
  (saved.isDefault ? " (default)" : "");

/** Fills the shipping fields from one of the shopper's saved addresses in the checkout's country. */
export function SavedAddressPicker({ id, options, address, onPick, disabled }: Props) {
  const current = options.find((saved) => isSavedAlready(address, [saved]));
  return (
    <div className="sm:col-span-2">
      <Label htmlFor={id}>Saved addresses</Label>
      <select
        id={id}
        className={`${inputClasses} mt-1`}
        value={current ? String(current.id) : ""}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((saved) => String(saved.id) === event.target.value);
          if (picked) onPick(shippingFieldsOf(picked));
        }}
      >
        <option value="" disabled>
          {current ? "" : "A new address"}
        </option>
        {options.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {summary(saved)}
          </option>
        ))}
      </select>
    </div>
  );
}

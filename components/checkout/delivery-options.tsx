"use client";

import { useId } from "react";
import { CardSection } from "@/components/ui/card";
import type { ShippingOption } from "@/lib/pricing/contract";

type Props = {
  options: ShippingOption[];
  /** The method the total includes. */
  selected: number | null;
  disabled: boolean;
  format(amount: number): string;
  onSelect(id: number): void;
};

/** The country's delivery methods to choose from; the pay button's total includes the chosen one. */
export function DeliveryOptions({ options, selected, disabled, format, onSelect }: Props) {
  const id = useId();
  return (
    <CardSection headingId={`${id}-delivery`} title="Delivery" className="p-6">
      <fieldset className="mt-4 space-y-2" disabled={disabled}>
        <legend className="sr-only">Delivery method</legend>
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-[:checked]:border-neutral-900"
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name={`${id}-method`}
                value={option.id}
                checked={selected === option.id}
                onChange={() => onSelect(option.id)}
              />
              {option.name}
            </span>
            <span className="font-medium tabular-nums">{option.free ? "Free" : format(option.price)}</span>
          </label>
        ))}
      </fieldset>
    </CardSection>
  );
}

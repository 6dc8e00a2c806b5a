"use client";

import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** One value of a variation as the server drew it (ValueLook): the browser only places it. */
export type PickerValue = { value: string; look: ReactNode };

/** A variation type ready to pick from: colour swatches or pills. */
export type PickerType = { name: string; label: string; swatches: boolean; values: PickerValue[] };

type VariationPickerProps = {
  type: PickerType;
  selected: string | undefined;
  isAvailable: (value: string) => boolean;
  onSelect: (value: string) => void;
};

/**
 * A labelled group of native radios: keyboard and screen-reader behaviour come for free. Each
 * value's look follows its radio and is styled by it (`peer-checked`, `peer-focus-visible`,
 * `peer-data-[out]` for out of stock), so its markup stays on the server.
 */
export function VariationPicker({ type, selected, isAvailable, onSelect }: VariationPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-900">
        {type.label}: <span className={cn("font-normal text-neutral-600", type.swatches && "capitalize")}>{selected}</span>
      </legend>
      <div className={cn("mt-3 flex flex-wrap", type.swatches ? "gap-3" : "gap-2")}>
        {type.values.map(({ value, look }) => {
          const available = isAvailable(value);
          return (
            <label
              key={value}
              className="relative cursor-pointer"
              title={type.swatches ? (available ? value : `${value} (out of stock)`) : undefined}
            >
              <input
                type="radio"
                name={`variation-${type.name}`}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                aria-label={available ? value : `${value}, out of stock`}
                data-out={available ? undefined : ""}
                className="peer sr-only"
              />
              {look}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

"use client";

import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { cn } from "./cn";

/** Keys a number field would otherwise accept but a whole quantity must not contain. */
const BLOCKED_KEYS = new Set(["e", "E", "+", "-", "."]);

/** Digits only, clamped to [min, max]; null when nothing is left to read. */
export function clampQuantity(raw: string, min: number, max: number): number | null {
  const digits = raw.replace(/\D/g, "");
  if (digits === "") return null;
  return Math.min(max, Math.max(min, Number(digits)));
}

type QuantityInputProps = {
  id?: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  label?: string;
  className?: string;
  disabled?: boolean;
};

/**
 * A whole-number field with minus/plus buttons. Digits only; e, E, +, - and . are blocked;
 * values are clamped to min..max, and an emptied field returns to min when it loses focus.
 */
export function QuantityInput({
  id,
  value,
  onChange,
  min,
  max,
  label = "Quantity",
  className,
  disabled,
}: QuantityInputProps) {
  // Only an emptied field differs from `value`: it stays empty while the shopper types.
  const [empty, setEmpty] = useState(false);
  const commit = (next: number) => {
    setEmpty(false);
    if (next !== value) onChange(next);
  };

  const stepButton =
    "inline-flex size-10 items-center justify-center text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent";
  return (
    <div
      className={cn(
        "inline-flex h-11 items-center overflow-hidden rounded-lg border border-neutral-300 bg-white",
        className,
      )}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        className={stepButton}
        disabled={disabled || value <= min}
        onClick={() => commit(Math.max(min, value - 1))}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={id ? undefined : label}
        min={min}
        max={max}
        step={1}
        value={empty ? "" : value}
        disabled={disabled}
        onKeyDown={(event) => BLOCKED_KEYS.has(event.key) && event.preventDefault()}
        onChange={(event) => {
          const next = clampQuantity(event.target.value, min, max);
          if (next === null) setEmpty(true);
          else commit(next);
        }}
        onBlur={() => empty && commit(min)}
        className="h-full w-12 border-x border-neutral-200 text-center text-sm font-medium text-neutral-900 [appearance:textfield] focus-visible:-outline-offset-2 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        className={stepButton}
        disabled={disabled || value >= max}
        onClick={() => commit(Math.min(max, value + 1))}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

"use client";

import { Minus, Plus } from "lucide-react";
import { useState, type ChangeEvent, type KeyboardEvent } from "react";
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
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }

  const commit = (next: number) => {
    setText(String(next));
    setShownValue(next);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = clampQuantity(event.target.value, min, max);
    if (next === null) setText("");
    else commit(next);
  };
  const onBlur = () => {
    if (text === "") commit(min);
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
        value={text}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={onInput}
        onBlur={onBlur}
        className="h-full w-12 border-x border-neutral-200 text-center text-sm font-medium text-neutral-900 [appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
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

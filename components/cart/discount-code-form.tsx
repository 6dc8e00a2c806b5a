"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { DISCOUNT_CODE_MAX_LENGTH } from "@/lib/pricing/contract";

type Props = {
  /** The code the price includes, if any. */
  applied: string | null;
  /** Why the last code tried does not apply. */
  error: string | null;
  busy: boolean;
  onApply(code: string): void;
  onRemove(): void;
};

/** Enter a discount code, or see the one applied with a way to remove it. */
export function DiscountCodeForm({ applied, error, busy, onApply, onRemove }: Props) {
  const id = useId();
  const [code, setCode] = useState("");
  const errorId = `${id}-error`;

  if (applied)
    return (
      <div className="mt-4 flex items-center justify-between gap-3 text-sm">
        <p>
          Code <span className="font-semibold">{applied}</span> applied
        </p>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          Remove code
        </Button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed.toUpperCase());
  };

  return (
    <form className="mt-4" onSubmit={submit}>
      <div className="flex items-end gap-2">
        <TextField
          id={`${id}-code`}
          label="Discount code"
          className="flex-1"
          value={code}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy || code.trim() === ""}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

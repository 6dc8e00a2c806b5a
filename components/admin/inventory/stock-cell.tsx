"use client";

import { Check, Pencil, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { MAX_STOCK } from "@/lib/catalog/contract/constants";
import { setItemStock } from "./inventory-api";

type Props = {
  itemId: number;
  sku: string;
  stock: number;
  /** Called after a save, or a refusal that means the list holds an old figure. */
  onChanged: () => void;
};

/**
 * An item's stock with an inline edit: Edit (or Enter on it) opens a number field, Enter or
 * Save writes it guarded by the figure shown, Escape or Cancel puts it back. When a sale changed
 * the stock meanwhile, the server's answer (with the new figure) is shown and the list reloads.
 */
export function StockCell({ itemId, sku, stock, onChanged }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(stock));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocusEdit = useRef(false);

  // Closing the field puts the focus back on the control that opened it, for keyboard users.
  useEffect(() => {
    if (!editing && refocusEdit.current) {
      refocusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  // A refused save (the disabled Save button dropped the focus) returns it to the figure.
  useEffect(() => {
    if (editing && error) input.current?.focus();
  }, [editing, error]);

  const open = () => {
    setValue(String(stock));
    setError(null);
    setEditing(true);
  };
  const close = () => {
    refocusEdit.current = true;
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!/^\d+$/.test(text) || Number(text) > MAX_STOCK) {
      setError(`Enter a whole number from 0 to ${MAX_STOCK}`);
      return;
    }
    if (Number(text) === stock) {
      close();
      return;
    }
    setSaving(true);
    try {
      await setItemStock(itemId, Number(text), stock);
      toast.success(`Stock of ${sku} set to ${text}`);
      close();
      onChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The stock could not be saved. Please try again."));
      if (isApiStatus(failure, 409)) onChanged();
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  if (!editing)
    return (
      <div className="flex items-center gap-1">
        <span className="min-w-10 tabular-nums">{stock}</span>
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={`Edit stock of ${sku}`}
          onClick={open}
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </Button>
      </div>
    );

  const errorId = `${id}-error`;
  return (
    <form onSubmit={save} onKeyDown={onKeyDown} className="space-y-1" aria-label={`Stock of ${sku}`}>
      <div className="flex items-center gap-1">
        <Input
          ref={input}
          autoFocus
          inputMode="numeric"
          aria-label={`Stock of ${sku}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-8 w-20 px-2"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="ghost" size="sm" className="px-2" aria-label="Save stock" disabled={saving}>
          {saving ? <Spinner /> : <Check className="size-4" aria-hidden="true" />}
        </Button>
        <Button variant="ghost" size="sm" className="px-2" aria-label="Cancel" onClick={close}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="max-w-64 text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { TableHead } from "@/components/ui/table-head";
import { Tooltip } from "@/components/ui/tooltip";
import { MAX_SKU } from "@/lib/catalog/contract/constants";
import type { VariationType } from "@/lib/catalog/contract/types";
import type { Selection, StockRow } from "./product-rules";

export const ADD_DISABLED_TIP = "Ensure your variations are set and each have their own SKU and stock set";

type Props = {
  types: VariationType[] | undefined;
  typesError: boolean;
  selection: Selection;
  onToggle: (type: string, valueId: number) => void;
  rows: StockRow[];
  deleted: StockRow[];
  onRowChange: (key: string, patch: Partial<Pick<StockRow, "sku" | "stock">>) => void;
  onRemove: (key: string) => void;
  onRestore: (keys: string[]) => void;
  canAdd: boolean;
  adding: boolean;
  onAdd: () => void;
};

const label = (row: StockRow) =>
  Object.values(row.values)
    .map((value) => value.value)
    .join(" / ") || "Default";

function DeletedRowsDialog({
  deleted,
  onRestore,
}: {
  deleted: StockRow[];
  onRestore: (keys: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setChosen([]);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Show deleted variations ({deleted.length})
        </Button>
      </DialogTrigger>
      <DialogContent showClose={false}>
        <DialogPrimitive.Title className="text-lg font-semibold">Deleted variations</DialogPrimitive.Title>
        {deleted.length === 0 ? (
          <DialogPrimitive.Description className="mt-3 text-sm text-neutral-600">
            No rows have been removed.
          </DialogPrimitive.Description>
        ) : (
          <ul className="mt-3 space-y-2" aria-label="Deleted variations">
            {deleted.map((row) => (
              <li key={row.key}>
                <label className="flex items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={chosen.includes(row.key)}
                    onChange={(event) =>
                      setChosen((keys) =>
                        event.target.checked ? [...keys, row.key] : keys.filter((key) => key !== row.key),
                      )
                    }
                  />
                  {label(row)} {row.sku && <span className="text-neutral-500">({row.sku})</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onRestore(chosen);
              setChosen([]);
              setOpen(false);
            }}
          >
            Add selected rows back
          </Button>
          <DialogPrimitive.Close asChild>
            <Button variant="secondary">Close</Button>
          </DialogPrimitive.Close>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'Stock Information': the category's variation values as toggles, then one SKU/stock row per combination. */
export function StockTab({
  types,
  typesError,
  selection,
  onToggle,
  rows,
  deleted,
  onRowChange,
  onRemove,
  onRestore,
  canAdd,
  adding,
  onAdd,
}: Props) {
  if (typesError)
    return (
      <p role="alert" className="text-red-800">
        The category’s variations could not be loaded.
      </p>
    );
  if (!types)
    return (
      <p role="status" className="flex items-center gap-2 text-neutral-700">
        <Spinner /> Loading variations…
      </p>
    );
  const addButton = (
    <Button size="lg" onClick={onAdd} disabled={!canAdd || adding} aria-disabled={!canAdd || adding}>
      {adding && <Spinner />}
      Add Product
    </Button>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <Card raised className="space-y-5 p-5">
        {types.length === 0 && (
          <p className="text-sm text-neutral-600">
            This category has no variations: one row holds its SKU and stock.
          </p>
        )}
        {types.map((type) => (
          <fieldset key={type.name}>
            <legend className="text-sm font-semibold text-neutral-900">{type.name}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {type.variant_values.map((value) => {
                const on = selection[type.name]?.includes(value.id) ?? false;
                return (
                  <button
                    key={value.id}
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(type.name, value.id)}
                    className={cn(
                      "min-h-8 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600",
                      on
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-neutral-300 bg-white text-neutral-800 hover:border-neutral-500",
                    )}
                  >
                    {value.value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </Card>
      <div className="space-y-4">
        <Card raised className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" aria-label="Variations">
            <TableHead
              columns={[...types.map((type) => type.name), "SKU", "Stock", "Controls"]}
              cellClassName="px-3 py-2"
            />
            <tbody className="divide-y divide-neutral-100">
              {rows.length === 0 && (
                <tr>
                  <td colSpan={types.length + 3} className="px-3 py-8 text-center text-neutral-600">
                    {types.length ? "Choose at least one value of each variation." : "No rows."}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.key}>
                  {types.map((type) => (
                    <td key={type.name} className="px-3 py-2">
                      {row.values[type.name]?.value}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`SKU for ${label(row)}`}
                      value={row.sku}
                      maxLength={MAX_SKU}
                      onChange={(event) => onRowChange(row.key, { sku: event.target.value })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`Stock for ${label(row)}`}
                      inputMode="numeric"
                      className="w-24"
                      value={row.stock}
                      onChange={(event) =>
                        onRowChange(row.key, { stock: event.target.value.replace(/\D/g, "") })
                      }
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Tooltip content="Remove variation">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove variation ${label(row)}`}
                        onClick={() => onRemove(row.key)}
                        disabled={types.length === 0}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </Tooltip>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DeletedRowsDialog deleted={deleted} onRestore={onRestore} />
          {canAdd ? (
            addButton
          ) : (
            <Tooltip content={ADD_DISABLED_TIP}>
              {/* A disabled button takes no focus: the wrapper carries the tooltip to keyboard users. */}
              <span
                tabIndex={0}
                className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {addButton}
                <span className="sr-only">{ADD_DISABLED_TIP}</span>
              </span>
            </Tooltip>
          )}
        </div>
      </div>
    </div>
  );
}

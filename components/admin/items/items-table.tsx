"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import type { AdminItem } from "@/lib/catalog/contract/items";
import type { VariationType } from "@/lib/catalog/contract/types";
import { formatPrice } from "@/lib/money/format";
import { ItemActionsMenu, type RowAction } from "./item-actions-menu";

type Props = {
  /** The category's variation types: one column each. Null while loading. */
  types: VariationType[] | null;
  items: AdminItem[] | null;
  busy: boolean;
  onAction: (item: AdminItem, action: RowAction) => void;
  /** The id of an item's actions button. */
  triggerId: (itemId: number) => string;
};

const SKELETON_ROWS = 3;

function Status({ item }: { item: AdminItem }) {
  if (item.retiredAt !== null)
    return (
      <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-medium text-neutral-800">Retired</span>
    );
  if (item.stock === 0)
    return <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">Sold out</span>;
  return <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">On sale</span>;
}

/** The product's items: values, SKU, price, stock, units sold, status and each row's actions. */
export function ItemsTable({ types, items, busy, onAction, triggerId }: Props) {
  const typeNames = (types ?? []).map((type) => type.name);
  const columns = [...typeNames, "SKU", "Price", "Stock", "Sold", "Status", "Actions"];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label="Items" aria-busy={busy}>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-neutral-100">
          {items === null &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column} className="px-4 py-3">
                    <Skeleton className="h-4 w-full" />
                  </td>
                ))}
              </tr>
            ))}
          {items?.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-neutral-600">
                This product has no items yet. Add one to sell it.
              </td>
            </tr>
          )}
          {items?.map((item) => (
            <tr key={item.id} className={item.retiredAt === null ? "hover:bg-neutral-50" : "bg-neutral-50 text-neutral-600"}>
              {typeNames.map((name) => (
                <td key={name} className="px-4 py-3">
                  {item.variations.find((value) => value.name === name)?.value ?? "—"}
                </td>
              ))}
              <th scope="row" className="px-4 py-3 font-mono text-xs font-medium text-neutral-900">
                {item.sku}
              </th>
              <td className="px-4 py-3 tabular-nums">{formatPrice(item.price)}</td>
              <td className="px-4 py-3 tabular-nums">{item.stock}</td>
              <td className="px-4 py-3 tabular-nums">{item.sold}</td>
              <td className="px-4 py-3">
                <Status item={item} />
              </td>
              <td className="px-4 py-3">
                <ItemActionsMenu item={item} onAction={(action) => onAction(item, action)} triggerId={triggerId(item.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { TextField } from "@/components/ui/text-field";
import { withQueryScope } from "@/components/query/query-scope";
import {
  INVENTORY_PAGE_SIZES,
  INVENTORY_SORT_LABELS,
  INVENTORY_SORTS,
  INVENTORY_STOCK_FILTER_LABELS,
  INVENTORY_STOCK_FILTERS,
  stockLevel,
  type InventoryRow,
  type InventorySort,
  type InventoryStockFilter,
} from "@/lib/catalog/contract/inventory";
import { formatPrice } from "@/lib/money/format";
import { fetchInventory, INVENTORY_KEY, type InventoryFilters } from "./inventory-api";
import { StockCell } from "./stock-cell";

const HEADINGS = ["Product", "SKU", "Variations", "Price", "Stock", "Status"];
const selectClasses = "mt-1 block h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm shadow-sm";

function StatusBadge({ row, threshold }: { row: InventoryRow; threshold: number }) {
  if (row.product.archived) return <Badge tone="neutral">Product archived</Badge>;
  if (row.retired) return <Badge tone="neutral">Retired</Badge>;
  const level = stockLevel(row.stock, threshold);
  if (level === "out") return <Badge tone="red">Out of stock</Badge>;
  if (level === "low") return <Badge tone="amber">Low stock</Badge>;
  return <Badge tone="green">In stock</Badge>;
}

const tones = {
  neutral: "bg-neutral-100 text-neutral-700",
  red: "bg-red-50 text-red-800",
  amber: "bg-amber-50 text-amber-900",
  green: "bg-emerald-50 text-emerald-800",
};
function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}

export type InventoryStart = { sort?: InventorySort; stock?: InventoryStockFilter };

/**
 * Every item with its product, SKU, variation values, price and stock: search (SKU prefix or
 * product name), stock filter, order, server-side pages, and the stock edited in place.
 */
function InventoryTableContent({ start }: { start: InventoryStart }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState("");
  const [filters, setFilters] = useState<InventoryFilters>({
    search: "",
    stock: start.stock,
    sort: start.sort ?? "sku",
    page: 1,
    pageSize: 25,
    archived: false,
  });
  const change = (next: Partial<InventoryFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  const inventory = useQuery({
    queryKey: [...INVENTORY_KEY, filters],
    queryFn: ({ signal }) => fetchInventory(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: searchInput.trim() });
  };

  const data = inventory.data;
  const rows = data?.results ?? [];
  const count = data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / filters.pageSize));
  const first = count === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const last = Math.min(count, filters.page * filters.pageSize);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <form onSubmit={search} role="search" aria-label="Find items" className="flex min-w-64 flex-1 items-end gap-2">
          <TextField
            id={`${id}-search`}
            label="Search"
            type="search"
            className="flex-1"
            placeholder="SKU or product name"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </form>
        <div>
          <label htmlFor={`${id}-stock`} className="text-sm font-medium text-neutral-800">
            Stock
          </label>
          <select
            id={`${id}-stock`}
            className={selectClasses}
            value={filters.stock ?? ""}
            onChange={(event) => change({ stock: (event.target.value || undefined) as InventoryStockFilter | undefined })}
          >
            <option value="">All items</option>
            {INVENTORY_STOCK_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {INVENTORY_STOCK_FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-neutral-800">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className={selectClasses}
            value={filters.sort}
            onChange={(event) => change({ sort: event.target.value as InventorySort })}
          >
            {INVENTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {INVENTORY_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm text-neutral-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={filters.archived}
            onChange={(event) => change({ archived: event.target.checked })}
          />
          Show retired and archived
        </label>
      </div>
      {data && (
        <p className="text-sm text-neutral-600">
          Low stock means {data.lowStockThreshold} or fewer in stock (
          <Link href="/admin/settings" className="text-brand-700 underline-offset-4 hover:underline">
            change in Settings
          </Link>
          ).
        </p>
      )}

      {inventory.isError && (
        <Alert tone="error">
          The inventory could not be loaded.{" "}
          <Button variant="link" onClick={() => void inventory.refetch()}>
            Retry
          </Button>
        </Alert>
      )}

      <Card raised className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm" aria-label="Inventory" aria-busy={inventory.isFetching}>
            <TableHead columns={HEADINGS} />
            <tbody className="divide-y divide-neutral-100">
              {inventory.isPending &&
                Array.from({ length: 8 }, (_, index) => (
                  <tr key={index}>
                    {HEADINGS.map((heading) => (
                      <td key={heading} className="px-4 py-3">
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))}
              {!inventory.isPending && rows.length === 0 && (
                <tr>
                  <td colSpan={HEADINGS.length} className="px-4 py-16 text-center text-neutral-600">
                    No items match these filters
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-neutral-50" data-testid="inventory-row">
                  <th scope="row" className="px-4 py-2 font-medium text-neutral-900">
                    <Link href={`/admin/product/management/${row.product.id}`} className="hover:text-brand-700 hover:underline">
                      {row.product.name}
                    </Link>
                  </th>
                  <td className="px-4 py-2 font-mono text-xs">{row.sku}</td>
                  <td className="px-4 py-2 text-neutral-700">
                    {row.variations.length === 0 ? "—" : row.variations.map((value) => `${value.name}: ${value.value}`).join(", ")}
                  </td>
                  <td className="px-4 py-2 tabular-nums">{formatPrice(row.price)}</td>
                  <td className="px-4 py-2">
                    <StockCell key={`${row.id}`} itemId={row.id} sku={row.sku} stock={row.stock} onChanged={reload} />
                  </td>
                  <td className="px-4 py-2">
                    <StatusBadge row={row} threshold={data?.lowStockThreshold ?? 0} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-4 border-t border-neutral-200 px-4 py-3 text-sm text-neutral-700">
          <label className="flex items-center gap-2">
            Rows per page:
            <select
              value={filters.pageSize}
              onChange={(event) => change({ pageSize: Number(event.target.value) })}
              className="h-8 rounded-md border border-neutral-300 bg-white px-2"
            >
              {INVENTORY_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span aria-live="polite">
            {first}–{last} of {count}
            {data?.countCapped ? "+" : ""}
          </span>
          <div className="flex gap-1">
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page >= lastPage}
              onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

export const InventoryTable = withQueryScope(InventoryTableContent);

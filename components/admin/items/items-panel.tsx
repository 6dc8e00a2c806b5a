"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { withQueryScope } from "@/components/query/query-scope";
import { formatPrice } from "@/lib/money/format";
import { AddItemDialog } from "./add-item-dialog";
import { missingCombinations } from "./combinations";
import { EditItemDialog } from "./edit-item-dialog";
import type { RowAction } from "./item-actions-menu";
import { fetchItems, itemsKey } from "./items-api";
import { ItemsTable } from "./items-table";
import { RetireDialog } from "./retire-dialog";
import { StockDialog } from "./stock-dialog";

type Open = { action: RowAction; itemId: number } | { action: "add" } | null;

/**
 * A product's items on its edit page: every item (retired ones marked) with stock and units
 * sold; per item, edit price and SKU, receive or set stock, retire or reactivate; and add an
 * item for a combination the product lacks. Each change is read back from the server.
 */
function ItemsPanelContent({ productId, className }: { productId: number; className?: string }) {
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const query = useQuery({
    queryKey: itemsKey(productId),
    queryFn: ({ signal }) => fetchItems(productId, signal),
    staleTime: 0,
  });
  const list = query.data;
  const canAdd = list ? missingCombinations(list.variationTypes, list.items).length > 0 : false;
  const close = () => setOpen(null);
  const openItem = open && open.action !== "add" ? list?.items.find((item) => item.id === open.itemId) : undefined;
  // Dialogs open from a row's menu, which is gone when they close: focus goes back to its button.
  const triggerId = (itemId: number) => `${headingId}-actions-${itemId}`;
  const addId = `${headingId}-add`;
  const focus = (elementId: string) => () => document.getElementById(elementId)?.focus();
  const returnToRow = (itemId: number) => focus(triggerId(itemId));

  return (
    <CardSection
      raised
      title="Items and stock"
      headingId={headingId}
      headingSize="base"
      className={cn("min-w-0 space-y-4 p-5", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">
          {list
            ? `${list.items.filter((item) => item.retiredAt === null).length} on sale, ${list.items.filter((item) => item.retiredAt !== null).length} retired. Listed from ${formatPrice(list.price)}, the lowest item price.`
            : "Each combination of variation values is an item with its own SKU, price and stock."}
        </p>
        <Button id={addId} size="sm" onClick={() => setOpen({ action: "add" })} disabled={!canAdd} aria-describedby={list && !canAdd ? `${headingId}-full` : undefined}>
          <Plus className="size-4" aria-hidden="true" />
          Add item
        </Button>
      </div>
      {list && !canAdd && (
        <p id={`${headingId}-full`} className="text-xs text-neutral-600">
          Every combination of the category&apos;s variation values already has an item.
        </p>
      )}
      {query.isError && (
        <Alert tone="error">
          The items could not be loaded.{" "}
          <Button variant="link" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {!query.isError && (
        <ItemsTable
          types={list?.variationTypes ?? null}
          items={list?.items ?? null}
          busy={query.isFetching}
          onAction={(item, action) => setOpen({ action, itemId: item.id })}
          triggerId={triggerId}
        />
      )}
      {open?.action === "add" && list && (
        <AddItemDialog list={list} onClose={close} returnFocus={focus(addId)} />
      )}
      {openItem && open?.action === "edit" && (
        <EditItemDialog productId={productId} item={openItem} onClose={close} returnFocus={returnToRow(openItem.id)} />
      )}
      {openItem && (open?.action === "receive" || open?.action === "set") && (
        <StockDialog
          productId={productId}
          item={openItem}
          mode={open.action}
          onClose={close}
          returnFocus={returnToRow(openItem.id)}
        />
      )}
      {openItem && open?.action === "retire" && (
        <RetireDialog productId={productId} item={openItem} onClose={close} returnFocus={returnToRow(openItem.id)} />
      )}
    </CardSection>
  );
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const ItemsPanel = withQueryScope(ItemsPanelContent);

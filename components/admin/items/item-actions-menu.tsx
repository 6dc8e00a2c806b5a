"use client";

import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { AdminItem } from "@/lib/catalog/contract/items";

export type RowAction = "edit" | "receive" | "set" | "retire";

type Props = {
  item: AdminItem;
  onAction: (action: RowAction) => void;
  /** The button's id: focus returns to it when an action's dialog closes. */
  triggerId: string;
};

/** A row's actions, behind one button named after the item ("Actions for TEE-RED-M"). */
export function ItemActionsMenu({ item, onAction, triggerId }: Props) {
  const retired = item.retiredAt !== null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id={triggerId} variant="ghost" size="sm" aria-label={`Actions for ${item.sku}`}>
          <MoreHorizontal className="size-4" aria-hidden="true" />
          Actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction("edit")}>Edit price and SKU</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("receive")}>Receive stock</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("set")}>Set stock</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onAction("retire")}
          className={retired ? undefined : "text-red-700 data-[highlighted]:bg-red-50"}
        >
          {retired ? "Reactivate" : "Retire"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

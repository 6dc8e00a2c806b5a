"use client";

import { announceProductChange } from "@/components/admin/activity/product-changed";
import { useDialogWrite } from "@/components/admin/use-dialog-write";
import { itemsKey } from "./items-api";

/** Runs one item write from a dialog; on success the product's other panels are told it changed. */
export function useItemAction(productId: number, close: () => void) {
  return useDialogWrite(itemsKey(productId), close, announceProductChange);
}

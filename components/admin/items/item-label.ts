import type { AdminItem } from "@/lib/catalog/contract/items";

/** An item as a person names it: "TEE-RED-M (Red / M)", or its SKU alone when it has no values. */
export function itemLabel(item: Pick<AdminItem, "sku" | "variations">): string {
  const values = item.variations.map((value) => value.value).join(" / ");
  return values ? `${item.sku} (${values})` : item.sku;
}

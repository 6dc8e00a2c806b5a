import type { ReactNode } from "react";
import type { ProductItemResponse, ProductResponse } from "@/lib/catalog/contract/types";
import { PurchaseForm } from "./purchase-form";
import { PillLook, SwatchLook } from "./value-look";
import { initialSelection, variationTypes } from "./variant-selection";
import type { PickerType } from "./variation-pickers";

type ProductPurchaseProps = {
  product: Pick<ProductResponse, "id" | "name" | "price" | "variations">;
  /** The product's items with stock, or null when they could not be loaded (checked on adding). */
  items: ProductItemResponse[] | null;
  /** The shop's low-stock setting: at or below it (and above 0) the page says how few are left. */
  lowStockThreshold: number;
  /** Shown between the price and the pickers (the description). */
  children?: ReactNode;
};

/**
 * The price, colour and size pickers (first of each preselected), quantity and Add to Cart.
 * The pickers' values are drawn here on the server; the browser's part (PurchaseForm) holds the
 * choices and only places them.
 */
export function ProductPurchase({ product, items, lowStockThreshold, children }: ProductPurchaseProps) {
  const types: PickerType[] = variationTypes(product.variations).map(({ name, values }) => {
    const swatches = name === "Color";
    const Look = swatches ? SwatchLook : PillLook;
    return {
      name,
      label: swatches ? "Colour" : name,
      swatches,
      values: values.map((value) => ({ value, look: <Look value={value} /> })),
    };
  });
  return (
    <PurchaseForm
      product={{ id: product.id, name: product.name, price: product.price }}
      types={types}
      firstSelection={initialSelection(product.variations)}
      items={items}
      lowStockThreshold={lowStockThreshold}
    >
      {children}
    </PurchaseForm>
  );
}

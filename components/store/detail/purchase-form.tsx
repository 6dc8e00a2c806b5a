"use client";

import { ShoppingCart } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { QuantityInput } from "@/components/ui/quantity-input";
import { Spinner } from "@/components/ui/spinner";
import { useSessionState } from "@/components/account/use-session-state";
import { MAX_QUANTITY, MIN_QUANTITY } from "@/lib/cart/limits";
import type { ProductItemResponse, ProductResponse } from "@/lib/catalog/contract/types";
import { ShopperPrice } from "../price/shopper-price";
import { VariationPicker, type PickerType } from "./variation-pickers";
import { isValueAvailable, matchingItem, type Selection } from "./variant-selection";

type PurchaseFormProps = {
  product: Pick<ProductResponse, "id" | "name" | "price">;
  /** The product's variation types, drawn on the server (ProductPurchase). */
  types: PickerType[];
  /** The first value of each type. */
  firstSelection: Selection;
  /** The product's items with stock, or null when they could not be loaded (checked on adding). */
  items: ProductItemResponse[] | null;
  /** The shop's low-stock setting: at or below it (and above 0) the page says how few are left. */
  lowStockThreshold: number;
  /** Shown between the price and the pickers (the description). */
  children?: ReactNode;
};

function StockNote({ stock, quantity, lowStockThreshold }: { stock: number | null; quantity: number; lowStockThreshold: number }) {
  if (stock === null) return null;
  const [tone, text] =
    stock < 1
      ? ["font-medium text-red-700", "Out of stock in this combination."]
      : quantity > stock
        ? ["font-medium text-red-700", `Only ${stock} in stock: lower the quantity to add it.`]
        : stock <= lowStockThreshold
          ? ["font-medium text-amber-800", `Only ${stock} left in stock.`]
          : ["text-emerald-700", "In stock"];
  return <p className={`text-sm ${tone}`}>{text}</p>;
}

/**
 * The browser's part of ProductPurchase: the chosen item's price, the pickers' state, quantity
 * and Add to Cart. The price is the selected item's, since items may cost more than the
 * product's base price: what is shown is what the cart and checkout charge.
 */
export function PurchaseForm({ product, types, firstSelection, items, lowStockThreshold, children }: PurchaseFormProps) {
  const router = useRouter();
  const isSignedIn = useSessionState().status === "authenticated";
  const quantityId = useId();
  const [selection, setSelection] = useState(firstSelection);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [adding, setAdding] = useState(false);

  const selectedItem = items ? matchingItem(items, selection) : undefined;
  const stock = items ? (selectedItem?.stock ?? 0) : null;
  const price = selectedItem?.price ?? product.price;
  const blocked = stock !== null && (stock < 1 || quantity > stock);
  const available = (name: string) => (value: string) =>
    items ? isValueAvailable(items, selection, name, value) : true;
  const choose = (name: string) => (value: string) =>
    setSelection((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || adding) return;
    setAdding(true);
    try {
      const { addChosenItem } = await import("./add-chosen-item");
      await addChosenItem({
        product,
        selection,
        items,
        item: selectedItem,
        quantity,
        isSignedIn,
        viewCart: () => router.push("/cart"),
      });
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : "Could not add this product to the cart",
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-2xl font-semibold text-neutral-900" data-testid="product-price">
        <ShopperPrice price={price} />
      </p>
      {children}
      <form onSubmit={submit} className="space-y-6 border-t border-neutral-200 pt-6">
        {types.map((type) => (
          <VariationPicker
            key={type.name}
            type={type}
            selected={selection[type.name]}
            isAvailable={available(type.name)}
            onSelect={choose(type.name)}
          />
        ))}
        <div className="space-y-3">
          <label htmlFor={quantityId} className="block text-sm font-medium text-neutral-900">
            Quantity
          </label>
          <div className="flex flex-wrap gap-3">
            <QuantityInput
              id={quantityId}
              value={quantity}
              onChange={setQuantity}
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
            />
            <Button type="submit" size="lg" disabled={blocked || adding} className="min-w-48 flex-1">
              {adding ? <Spinner /> : <ShoppingCart className="size-5" aria-hidden="true" />}
              Add to Cart
            </Button>
          </div>
          <div aria-live="polite">
            <StockNote stock={stock} quantity={quantity} lowStockThreshold={lowStockThreshold} />
          </div>
        </div>
      </form>
    </div>
  );
}

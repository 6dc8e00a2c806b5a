import { addToCart } from "@/components/cart/add-to-cart";
import { toast } from "@/components/ui/toast";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { resolveProductItem } from "./resolve-item";
import type { Selection } from "./variant-selection";

// Adding from the product page, loaded with the first add (with the cart's server calls and
// stored-cart checks): none of it is needed to show the page.

type ChosenItem = {
  product: { id: number; name: string };
  selection: Selection;
  /** The page's items, or null when they could not be loaded. */
  items: ProductItemResponse[] | null;
  /** The item matching the selection among them, if any. */
  item: ProductItemResponse | undefined;
  quantity: number;
  isSignedIn: boolean;
  viewCart: () => void;
};

/** Adds the chosen item to the cart and says so; rejects with a message fit to show. */
export async function addChosenItem({ product, selection, items, item, quantity, isSignedIn, viewCart }: ChosenItem): Promise<void> {
  // The page already holds the items: the chosen one is sent at once. Only when they could not
  // be loaded is it looked up first.
  await addToCart(item ?? (await resolveProductItem(product.id, selection, items)), quantity, isSignedIn);
  toast.success("Added to cart", {
    description: `${quantity} × ${product.name}`,
    action: { label: "View cart", onClick: viewCart },
  });
}

import type { ProductItem } from "@/lib/catalog/contract/types";
import type { CartLine } from "@/lib/cart/types";

export function productItem(id: number, price: number, stock = 50): ProductItem {
  return {
    id,
    price,
    sku: `SKU-${id}`,
    stock,
    variations: [{ id: 1, name: "Size", value: "M" }],
    product: { id: id * 10, name: `Product ${id}`, description: "A thing", images: [], price },
  };
}

export function cartLine(id: string | number, item: ProductItem, quantity: number): CartLine {
  return { id, productItem: item, quantity, totalPrice: Math.round(item.price * 100 * quantity) / 100 };
}

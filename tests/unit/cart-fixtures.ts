import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import type { CartLineResponse } from "@/lib/cart/types";

export function productItem(id: number, price: number, stock = 50): ProductItemResponse {
  return {
    id,
    price,
    sku: `SKU-${id}`,
    stock,
    imageUrls: [],
    variations: [{ id: 1, name: "Size", value: "M" }],
    product: { id: id * 10, name: `Product ${id}`, description: "A thing", images: [], price },
  };
}

export function cartLine(id: string | number, item: ProductItemResponse, quantity: number): CartLineResponse {
  return { id, productItem: item, quantity, totalPrice: Math.round(item.price * 100 * quantity) / 100 };
}

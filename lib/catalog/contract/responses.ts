import { toDecimal } from "@/lib/money/minor-units";
import type { AdminProductResponse, Paged, Product, ProductItem, ProductItemResponse, ProductResponse } from "./types";

// The catalogue's one boundary with the API's units: its route handlers answer, and pages hand
// their components, products through these. Prices become decimal numbers with 2 decimals.

export function toProductResponse(product: Product): ProductResponse {
  return { ...product, price: toDecimal(product.price) };
}

export function toProductItemResponse(item: ProductItem): ProductItemResponse {
  return {
    ...item,
    price: toDecimal(item.price),
    product: { ...item.product, price: toDecimal(item.product.price) },
  };
}

export function toProductPageResponse(page: Paged<Product>): Paged<ProductResponse> {
  return { ...page, results: page.results.map(toProductResponse) };
}

/** The admin's list: every product of one page is listed, or (`archived`) every one is archived. */
export function toAdminProductPageResponse(page: Paged<Product>, archived: boolean): Paged<AdminProductResponse> {
  return { ...page, results: page.results.map((product) => ({ ...toProductResponse(product), archived })) };
}

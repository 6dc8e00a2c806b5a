import type { Product, ProductItem } from "@/lib/catalog/contract/types";
import { toDecimal } from "@/lib/money/minor-units";
import { decimalText } from "@/lib/money/price-text";

/** Absolute address on this site. */
export function absoluteUrl(base: string, path: string): string {
  return new URL(path, `${base}/`).toString();
}

/** schema.org Product with one Offer (catalogue price and overall availability). */
export function productJsonLd(product: Product, items: ProductItem[] | null, base: string, path: string) {
  const inStock = items === null ? true : items.some((item) => item.stock > 0);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(base, image)),
    sku: items?.[0]?.sku ?? String(product.id),
    productID: String(product.id),
    url: absoluteUrl(base, path),
    offers: {
      "@type": "Offer",
      url: absoluteUrl(base, path),
      price: decimalText(toDecimal(product.price)),
      priceCurrency: product.price.currency,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/** schema.org BreadcrumbList; the last item may omit its address (the current page). */
export function breadcrumbJsonLd(items: { name: string; path?: string }[], base: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(base, item.path) } : {}),
    })),
  };
}

// The product list's sort orders, as the API and the list's URL name them (no dependencies:
// the browser's URL helpers use it too).

export const PRODUCT_SORTS = ["featured", "priceAsc", "priceDesc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// The product list's sort orders, as the API and the list's URL name them. Alone in its module,
// with no imports: storefront client components read it (through ../url/list-state.ts), and
// whatever shares their module ships in the storefront's first-load JavaScript.

export const PRODUCT_SORTS = ["featured", "priceAsc", "priceDesc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

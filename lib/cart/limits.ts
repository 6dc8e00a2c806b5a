// How many of one item a cart line may hold. No imports at all: the product page's quantity
// input reads them in the storefront's first load.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

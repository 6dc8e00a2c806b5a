// The catalogue's numbers, shared by its route handlers, pages, forms and the admin's browser
// code. No imports: the request guard and admin components read it. The schemas that apply
// them are ./storefront.ts (with the price maximum, derived from the int4 maximum) and
// ./admin.ts; the sort orders are ./sorts.ts.

// The product list (GET /api/product, /products) -------------------------------------------

/** Products per page when the query names no pageSize. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000_000;
export const MAX_SEARCH_LENGTH = 100;

// Catalogue administration (product and category writes, the admin's product list) ---------

export const MAX_PRODUCT_NAME = 120;
export const MAX_DESCRIPTION = 255;
export const MAX_CATEGORY_NAME = 60;
/** A variation type's name (Color) or one of its values (Red). */
export const MAX_VARIATION_NAME = 40;
export const MAX_SKU = 64;
export const MAX_STOCK = 1_000_000;
export const MAX_IMAGES = 4;
/** Largest image upload accepted, before re-encoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * A request carrying images (a new product, or images added to one): four images and, with
 * room to spare, the product's fields. next.config.ts lets the proxy pass bodies this large.
 */
export const MAX_PRODUCT_UPLOAD_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;
/** The upload limits in words, as the forms and the 413 answers state them. */
export const UPLOAD_LIMIT_TEXT = `up to ${MAX_IMAGES} images of ${MAX_IMAGE_BYTES / 1024 / 1024} MB each`;

/** Rows per page the admin's product list offers, and the one it opens with. */
export const ADMIN_PRODUCT_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_ADMIN_PRODUCT_PAGE_SIZE: (typeof ADMIN_PRODUCT_PAGE_SIZES)[number] = 10;

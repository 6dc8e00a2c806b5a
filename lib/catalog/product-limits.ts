// Limits of a product as the admin enters it; the form, the API's schemas and the request
// guard share them (no dependencies, so the browser can import them too).

export const MAX_DESCRIPTION = 255;
export const MAX_IMAGES = 4;
/** Largest image upload accepted, before re-encoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A new product's request: its images and, with room to spare, its fields. */
export const MAX_PRODUCT_UPLOAD_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;

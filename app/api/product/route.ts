import { requirePermission } from "@/lib/auth/session";
import { listProducts } from "@/lib/catalog/read/product-list";
import { toProductPageResponse, toProductResponse } from "@/lib/catalog/contract/responses";
import { productQuerySchema, toListQuery } from "@/lib/catalog/contract/storefront";
import { readProductUpload } from "@/lib/catalog/write/product-upload";
import { createProduct } from "@/lib/catalog/write/products";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";
import { storeProductImages } from "@/lib/storage/image-processing";

export const GET = handle(async (request) =>
  toProductPageResponse(await listProducts(toListQuery(parseQuery(request, productQuerySchema)))),
);

/** POST /api/product (admin): a product with its items, images and locations -> 201 with the product. */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "catalog");
    const { input, uploads } = await readProductUpload(request);
    const product = await createProduct(admin, input, await storeProductImages(uploads));
    return Response.json(toProductResponse(product), { status: 201 });
  },
  { private: true },
);

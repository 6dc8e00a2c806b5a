import { requireAdmin } from "@/lib/auth/session";
import { updateProductSchema } from "@/lib/catalog/contract/admin";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { getProduct } from "@/lib/catalog/read/product-detail";
import { archiveProduct, updateProduct } from "@/lib/catalog/write/products";
import { productIdParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

export const GET = handle(async (_request, params) =>
  toProductResponse(await getProduct(parseParams(params, productIdParams).id)),
);

/** PUT /api/product/{id} (admin): { name?, description?, price?, featured? }. */
export const PUT = handle(
  async (request, params) => {
    await requireAdmin(request);
    const { id } = parseParams(params, productIdParams);
    return toProductResponse(await updateProduct(id, await parseBody(request, updateProductSchema)));
  },
  { private: true },
);

/** DELETE /api/product/{id} (admin): takes the product off sale (archived) -> 204. */
export const DELETE = handle(
  async (request, params) => {
    await requireAdmin(request);
    await archiveProduct(parseParams(params, productIdParams).id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

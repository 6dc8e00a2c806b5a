import { requireAdmin } from "@/lib/auth/session";
import { updateProductSchema } from "@/lib/catalog/contract/admin";
import { getProduct } from "@/lib/catalog/read/product-detail";
import { archiveProduct, updateProduct } from "@/lib/catalog/write/products";
import { productIdParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

export const GET = handle((_request, params) => getProduct(parseParams(params, productIdParams).id));

/** PUT /api/product/{id} (admin): { name?, description?, price?, featured? }. */
export const PUT = handle(
  async (request, params) => {
    await requireAdmin(request);
    const { id } = parseParams(params, productIdParams);
    return updateProduct(id, await parseBody(request, updateProductSchema));
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

import { requirePermission } from "@/lib/auth/session";
import { updateProductSchema } from "@/lib/catalog/contract/admin";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { getProduct } from "@/lib/catalog/read/product-detail";
import { archiveProduct } from "@/lib/catalog/write/product-archive";
import { updateProduct } from "@/lib/catalog/write/product-update";
import { productIdParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

export const GET = handle(async (_request, params) =>
  toProductResponse(await getProduct(parseParams(params, productIdParams).id)),
);

/**
 * PUT /api/product/{id} (admin): { name?, description?, price?, featured?, category?, locations?,
 * images? } (lib/catalog/contract/admin.ts) -> the product.
 */
export const PUT = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { id } = parseParams(params, productIdParams);
    return toProductResponse(await updateProduct(admin, id, await parseBody(request, updateProductSchema)));
  },
  { private: true },
);

/** DELETE /api/product/{id} (admin): takes the product off sale (archived) -> 204. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    await archiveProduct(admin, parseParams(params, productIdParams).id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

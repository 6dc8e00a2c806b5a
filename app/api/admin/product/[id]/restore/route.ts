import { requirePermission } from "@/lib/auth/session";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { productIdParams } from "@/lib/catalog/contract/storefront";
import { restoreProduct } from "@/lib/catalog/write/product-archive";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

/** POST /api/admin/product/{id}/restore (admin): puts an archived product back on sale -> the product. */
export const POST = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    return toProductResponse(await restoreProduct(admin, parseParams(params, productIdParams).id));
  },
  { private: true },
);

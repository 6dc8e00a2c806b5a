import { requireAdmin } from "@/lib/auth/session";
import { listProducts } from "@/lib/catalog/read/product-list";
import { toProductPageResponse } from "@/lib/catalog/contract/responses";
import { productQuerySchema, toListQuery } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/product?page=&pageSize=&categories=&search=: the admin's product list, server-paged. */
export const GET = handle(
  async (request) => {
    await requireAdmin(request);
    return toProductPageResponse(await listProducts(toListQuery(parseQuery(request, productQuerySchema))));
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { adminProductQuerySchema } from "@/lib/catalog/contract/admin";
import { listArchivedProducts } from "@/lib/catalog/read/archived-products";
import { listProducts } from "@/lib/catalog/read/product-list";
import { toAdminProductPageResponse } from "@/lib/catalog/contract/responses";
import { productQuerySchema, toListQuery } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/**
 * GET /api/admin/product?page=&pageSize=&categories=&search=&archived=: the admin's product
 * list, server-paged; `archived=true` lists the products taken off sale instead.
 */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "catalog");
    const query = toListQuery(parseQuery(request, productQuerySchema));
    const { archived } = parseQuery(request, adminProductQuerySchema);
    const page = archived ? await listArchivedProducts(query) : await listProducts(query);
    return toAdminProductPageResponse(page, archived);
  },
  { private: true },
);

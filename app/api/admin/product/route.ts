import { requireAdmin } from "@/lib/auth/session";
import { listProducts } from "@/lib/catalog/product-list";
import { productQuerySchema } from "@/lib/catalog/product-query";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/product?page=&pageSize=&categories=&search=: the admin's product list, server-paged. */
export const GET = handle(
  async (request) => {
    await requireAdmin(request);
    return listProducts(parseQuery(request, productQuerySchema));
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { inventoryQuerySchema } from "@/lib/catalog/contract/inventory";
import { listInventory } from "@/lib/catalog/read/inventory";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/**
 * GET /api/admin/inventory?search=&stock=in|low|out&sort=sku|stock_asc|stock_desc&page=&pageSize=&archived=
 * (admin): every item with its product, SKU, variation values, price and stock, server-paged.
 */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "inventory");
    return listInventory(parseQuery(request, inventoryQuerySchema));
  },
  { private: true },
);

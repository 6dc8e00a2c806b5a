import { requirePermission } from "@/lib/auth/session";
import { itemIdParams, receiveStockSchema, setStockSchema } from "@/lib/catalog/contract/stock";
import { receiveStock, setStock } from "@/lib/catalog/write/stock";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** POST /api/admin/items/{id}/stock (admin): { quantity, note? } adds a delivery (or writes off). */
export const POST = handle(
  async (request, routeParams) => {
    const admin = await requirePermission(request, "inventory");
    const { id } = parseParams(routeParams, itemIdParams);
    return receiveStock(admin, id, await parseBody(request, receiveStockSchema));
  },
  { private: true },
);

/** PUT /api/admin/items/{id}/stock (admin): { stock, expected, note? } sets a counted stock. */
export const PUT = handle(
  async (request, routeParams) => {
    const admin = await requirePermission(request, "inventory");
    const { id } = parseParams(routeParams, itemIdParams);
    return setStock(admin, id, await parseBody(request, setStockSchema));
  },
  { private: true },
);

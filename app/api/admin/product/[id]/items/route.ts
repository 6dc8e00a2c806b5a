import { requirePermission } from "@/lib/auth/session";
import { createItemSchema, productItemsParams } from "@/lib/catalog/contract/items";
import { listAdminItems } from "@/lib/catalog/read/admin-items";
import { createItem } from "@/lib/catalog/write/items";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** GET /api/admin/product/{id}/items (admin): every item, retired ones marked, with units sold. */
export const GET = handle(
  async (request, routeParams) => {
    await requirePermission(request, "catalog");
    return listAdminItems(parseParams(routeParams, productItemsParams).id);
  },
  { private: true },
);

/** POST /api/admin/product/{id}/items (admin): { sku, price, stock?, variations } adds an item. */
export const POST = handle(
  async (request, routeParams) => {
    const admin = await requirePermission(request, "catalog");
    const { id } = parseParams(routeParams, productItemsParams);
    const created = await createItem(admin, id, await parseBody(request, createItemSchema));
    return Response.json(created, { status: 201 });
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { updateItemSchema } from "@/lib/catalog/contract/items";
import { itemIdParams } from "@/lib/catalog/contract/stock";
import { updateItem } from "@/lib/catalog/write/items";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** PUT /api/admin/items/{id} (admin): { price?, sku? } changes an item's price or SKU. */
export const PUT = handle(
  async (request, routeParams) => {
    const admin = await requirePermission(request, "catalog");
    const { id } = parseParams(routeParams, itemIdParams);
    return updateItem(admin, id, await parseBody(request, updateItemSchema));
  },
  { private: true },
);

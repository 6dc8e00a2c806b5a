import { requirePermission } from "@/lib/auth/session";
import { itemIdParams } from "@/lib/catalog/contract/stock";
import { setItemRetired } from "@/lib/catalog/write/items";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

/** POST /api/admin/items/{id}/reactivate (admin): puts a retired item back on sale. */
export const POST = handle(
  async (request, routeParams) => {
    const admin = await requirePermission(request, "catalog");
    return setItemRetired(admin, parseParams(routeParams, itemIdParams).id, false);
  },
  { private: true },
);

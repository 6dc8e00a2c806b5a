import { itemIdsQuerySchema } from "@/lib/cart/schemas";
import { toProductItemResponse } from "@/lib/catalog/contract/responses";
import { currentItems } from "@/lib/cart/service";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/**
 * GET /api/cart/prices?ids=3,7: the current product items (price, stock, product summary) a
 * signed-out cart holds, so it shows the server's prices rather than the ones it stored.
 * Unknown or withdrawn items are left out. Public catalogue data: no session needed.
 */
export const GET = handle(async (request) => {
  const { ids } = parseQuery(request, itemIdsQuerySchema);
  return (await currentItems(ids)).map(toProductItemResponse);
});

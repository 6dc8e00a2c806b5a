import { toProductResponse } from "@/lib/catalog/contract/responses";
import { listRelatedProducts } from "@/lib/catalog/read/related";
import { locationQuery, productIdParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseParams, parseQuery } from "@/lib/http/parse";

export const GET = handle(async (request, params) => {
  const { id } = parseParams(params, productIdParams);
  return (await listRelatedProducts(id, parseQuery(request, locationQuery).location)).map(toProductResponse);
});

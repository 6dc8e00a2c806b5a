import { listRelatedProducts } from "@/lib/catalog/read/related";
import { locationQuery, productIdParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseParams, parseQuery } from "@/lib/http/parse";

export const GET = handle((request, params) =>
  listRelatedProducts(parseParams(params, productIdParams).id, parseQuery(request, locationQuery).location),
);

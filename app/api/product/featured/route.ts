import { toProductResponse } from "@/lib/catalog/contract/responses";
import { listFeaturedProducts } from "@/lib/catalog/read/featured";
import { locationQuery } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

export const GET = handle(async (request) =>
  (await listFeaturedProducts(parseQuery(request, locationQuery).location)).map(toProductResponse),
);

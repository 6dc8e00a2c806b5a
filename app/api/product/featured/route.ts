import { listFeaturedProducts } from "@/lib/catalog/featured";
import { locationQuery } from "@/lib/catalog/request-schemas";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

export const GET = handle((request) => listFeaturedProducts(parseQuery(request, locationQuery).location));

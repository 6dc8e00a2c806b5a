import { listVariationTypes } from "@/lib/catalog/read/variations";
import { variationQuery } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

export const GET = handle((request) => listVariationTypes(parseQuery(request, variationQuery).category));

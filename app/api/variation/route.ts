import { listVariationTypes } from "@/lib/catalog/variations";
import { variationQuery } from "@/lib/catalog/request-schemas";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

export const GET = handle((request) => listVariationTypes(parseQuery(request, variationQuery).category));

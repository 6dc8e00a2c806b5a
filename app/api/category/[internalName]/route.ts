import { getCategory } from "@/lib/catalog/categories";
import { categoryParams } from "@/lib/catalog/request-schemas";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

export const GET = handle((_request, params) => getCategory(parseParams(params, categoryParams).internalName));

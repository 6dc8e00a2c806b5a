import { getCategory } from "@/lib/catalog/read/categories";
import { categoryParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

export const GET = handle((_request, params) => getCategory(parseParams(params, categoryParams).internalName));

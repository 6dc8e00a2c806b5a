import { getProduct } from "@/lib/catalog/product-detail";
import { productIdParams } from "@/lib/catalog/request-schemas";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

export const GET = handle((_request, params) => getProduct(parseParams(params, productIdParams).id));

import { listProductItems } from "@/lib/catalog/product-items";
import { productItemParams } from "@/lib/catalog/request-schemas";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

export const GET = handle((_request, params) => listProductItems(parseParams(params, productItemParams).productId));

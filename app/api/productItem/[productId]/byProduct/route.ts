import { toProductItemResponse } from "@/lib/catalog/contract/responses";
import { listProductItems } from "@/lib/catalog/read/product-items";
import { productItemParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

export const GET = handle(async (_request, params) =>
  (await listProductItems(parseParams(params, productItemParams).productId)).map(toProductItemResponse),
);

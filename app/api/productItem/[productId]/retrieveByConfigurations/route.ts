import { toProductItemResponse } from "@/lib/catalog/contract/responses";
import { findProductItem } from "@/lib/catalog/read/product-items";
import { configurationBody, productItemParams } from "@/lib/catalog/contract/storefront";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

export const POST = handle(async (request, params) => {
  const { productId } = parseParams(params, productItemParams);
  const { variantIds } = await parseBody(request, configurationBody);
  return toProductItemResponse(await findProductItem(productId, variantIds));
});

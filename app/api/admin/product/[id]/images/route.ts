import { requirePermission } from "@/lib/auth/session";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { productIdParams } from "@/lib/catalog/contract/storefront";
import { addProductImages } from "@/lib/catalog/write/product-images";
import { readImageUpload } from "@/lib/catalog/write/product-upload";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

/**
 * POST /api/admin/product/{id}/images (admin): multipart files named `images`, appended to the
 * product's images (four at most in all) -> 201 with the product.
 */
export const POST = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { id } = parseParams(params, productIdParams);
    const product = await addProductImages(admin, id, await readImageUpload(request));
    return Response.json(toProductResponse(product), { status: 201 });
  },
  { private: true },
);

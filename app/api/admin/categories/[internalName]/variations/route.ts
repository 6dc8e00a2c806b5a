import { requirePermission } from "@/lib/auth/session";
import { createVariationTypeSchema } from "@/lib/catalog/contract/categories";
import { categoryParams } from "@/lib/catalog/contract/storefront";
import { readCategoryVariations } from "@/lib/catalog/read/admin-categories";
import { addVariationType } from "@/lib/catalog/write/variations";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** GET: the variation types the category uses, whose category owns them, and each value's use. */
export const GET = handle(
  async (request, params) => {
    await requirePermission(request, "catalog");
    return readCategoryVariations(parseParams(params, categoryParams).internalName);
  },
  { private: true },
);

/** POST { name }: a new variation type of this category -> 201 { id, name, values }. */
export const POST = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { internalName } = parseParams(params, categoryParams);
    const { name } = await parseBody(request, createVariationTypeSchema);
    return Response.json(await addVariationType(internalName, name, admin), { status: 201 });
  },
  { private: true },
);

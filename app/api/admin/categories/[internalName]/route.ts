import { requirePermission } from "@/lib/auth/session";
import { updateCategorySchema } from "@/lib/catalog/contract/categories";
import { categoryParams } from "@/lib/catalog/contract/storefront";
import { deleteCategory, updateCategory } from "@/lib/catalog/write/categories";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/**
 * PATCH /api/admin/categories/{internalName}: { name?, parent? } renames and/or moves it (parent
 * null: to the top). Its internalName, the address of its pages, stays.
 */
export const PATCH = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { internalName } = parseParams(params, categoryParams);
    return updateCategory(internalName, await parseBody(request, updateCategorySchema), admin);
  },
  { private: true },
);

/** DELETE /api/admin/categories/{internalName}: 204; 409 while it has subcategories or products. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    await deleteCategory(parseParams(params, categoryParams).internalName, admin);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

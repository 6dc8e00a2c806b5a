import { requirePermission } from "@/lib/auth/session";
import { createCategorySchema } from "@/lib/catalog/contract/admin";
import { listAdminCategories } from "@/lib/catalog/read/admin-categories";
import { createCategory } from "@/lib/catalog/write/categories";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/** GET /api/admin/categories: the tree with each category's own products (on sale, archived). */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "catalog");
    return listAdminCategories();
  },
  { private: true },
);

/** POST /api/admin/categories: { name, parent? } -> 201 { name, internalName, parentCategory }. */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "catalog");
    const input = await parseBody(request, createCategorySchema);
    return Response.json(await createCategory(input, admin), { status: 201 });
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { createCategorySchema } from "@/lib/catalog/contract/admin";
import { listCategoryTree } from "@/lib/catalog/read/categories";
import { createCategory } from "@/lib/catalog/write/categories";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

export const GET = handle(() => listCategoryTree());

/** POST /api/category (admin): { name, parent? } -> 201 { name, internalName, parentCategory }. */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "catalog");
    return Response.json(await createCategory(await parseBody(request, createCategorySchema), admin), {
      status: 201,
    });
  },
  { private: true },
);

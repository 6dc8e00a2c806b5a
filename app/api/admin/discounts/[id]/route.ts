import { requirePermission } from "@/lib/auth/session";
import { deleteDiscount, getDiscount, updateDiscount } from "@/lib/discounts/admin-store";
import { discountParams, discountPatchSchema } from "@/lib/discounts/contract";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** GET /api/admin/discounts/{id}: one code. */
export const GET = handle<{ id: string }>(
  async (request, params) => {
    await requirePermission(request, "discounts");
    return getDiscount(parseParams(params, discountParams).id);
  },
  { private: true },
);

/** PATCH /api/admin/discounts/{id}: any subset of its fields; 409 for a usage limit below its uses. */
export const PATCH = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "discounts");
    const { id } = parseParams(params, discountParams);
    return updateDiscount(admin, id, await parseBody(request, discountPatchSchema));
  },
  { private: true },
);

/** DELETE /api/admin/discounts/{id}: 204; 409 once an order has used it (deactivate it instead). */
export const DELETE = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "discounts");
    await deleteDiscount(admin, parseParams(params, discountParams).id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

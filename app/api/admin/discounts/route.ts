import { requirePermission } from "@/lib/auth/session";
import { createDiscount, listDiscounts } from "@/lib/discounts/admin-store";
import { discountCreateSchema, discountListQuery } from "@/lib/discounts/contract";
import { handle } from "@/lib/http/handler";
import { parseBody, parseQuery } from "@/lib/http/parse";

/** GET /api/admin/discounts?q=&page=: the discount codes, newest first, with their uses and state. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "discounts");
    return listDiscounts(parseQuery(request, discountListQuery));
  },
  { private: true },
);

/** POST /api/admin/discounts: a new code -> 201 the code; 409 when one differs from it only in case. */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "discounts");
    const input = await parseBody(request, discountCreateSchema);
    return Response.json(await createDiscount(admin, input), { status: 201 });
  },
  { private: true },
);

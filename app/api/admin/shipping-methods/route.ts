import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { createShippingMethod, listShippingMethods } from "@/lib/shipping/admin-store";
import { createShippingMethodSchema, toShippingMethodResponse } from "@/lib/shipping/contract";

/** GET /api/admin/shipping-methods: every country's delivery methods, amounts in its currency. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "settings");
    return (await listShippingMethods()).map(toShippingMethodResponse);
  },
  { private: true },
);

/** POST { country, name, price, freeAbove?, active?, position? } -> 201 the method; 409 for a name its country has. */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "settings");
    const input = await parseBody(request, createShippingMethodSchema);
    return Response.json(toShippingMethodResponse(await createShippingMethod(admin, input)), { status: 201 });
  },
  { private: true },
);

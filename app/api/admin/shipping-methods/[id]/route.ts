import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";
import { deleteShippingMethod, updateShippingMethod } from "@/lib/shipping/admin-store";
import {
  shippingMethodParams,
  toShippingMethodResponse,
  updateShippingMethodSchema,
} from "@/lib/shipping/contract";

/** PATCH /api/admin/shipping-methods/{id}: any of its fields -> the method; 404 unknown, 409 a taken name. */
export const PATCH = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    const { id } = parseParams(params, shippingMethodParams);
    const patch = await parseBody(request, updateShippingMethodSchema);
    return toShippingMethodResponse(await updateShippingMethod(admin, id, patch));
  },
  { private: true },
);

/** DELETE /api/admin/shipping-methods/{id}: 204; 404 when unknown. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    await deleteShippingMethod(admin, parseParams(params, shippingMethodParams).id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

import { getCurrentUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody, parseParams } from "@/lib/http/parse";
import { guestViewer } from "@/lib/orders/checkout/guest-checkout";
import { shippingParamsSchema, shippingSchema } from "@/lib/orders/contract/schemas";
import { confirmShipping } from "@/lib/orders/checkout/shipping-address";

/**
 * PUT /api/stripe/{paymentIntentId}/shipping: { name, email?, shipping } for the owner's pending
 * order, or the guest's whose checkout cookie proves it (e-mail then required).
 */
export const PUT = handle<{ id: string }>(
  async (request, params) => {
    const user = await getCurrentUser(request);
    if (!user) assertSameOrigin(request);
    const { id } = parseParams(params, shippingParamsSchema);
    await confirmShipping(user ?? guestViewer(request.headers), id, await parseBody(request, shippingSchema));
    return { ok: true };
  },
  { private: true },
);

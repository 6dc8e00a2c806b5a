import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";
import { shippingParamsSchema, shippingSchema } from "@/lib/orders/schemas";
import { confirmShipping } from "@/lib/orders/shipping";

/** PUT /api/stripe/{paymentIntentId}/shipping: { name, email?, shipping } for the owner's pending order. */
export const PUT = handle<{ id: string }>(
  async (request, params) => {
    const user = await requireUser(request);
    const { id } = parseParams(params, shippingParamsSchema);
    await confirmShipping(user, id, await parseBody(request, shippingSchema));
    return { ok: true };
  },
  { private: true },
);

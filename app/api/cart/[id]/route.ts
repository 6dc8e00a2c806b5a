import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { toCartLineResponse } from "@/lib/cart/responses";
import { updateCartLineSchema } from "@/lib/cart/schemas";
import { removeCartLine, updateCartLine } from "@/lib/cart/service";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams } from "@/lib/http/parse";

const paramsSchema = z.object({ id: idParam });

/** PUT /api/cart/{id}: { quantity }. Another customer's line is 404, as if it did not exist. */
export const PUT = handle<{ id: string }>(
  async (request, params) => {
    const user = await requireUser(request);
    const { id } = parseParams(params, paramsSchema);
    const { quantity } = await parseBody(request, updateCartLineSchema);
    return toCartLineResponse(await updateCartLine(user.id, id, quantity));
  },
  { private: true },
);

/** DELETE /api/cart/{id}: 204. */
export const DELETE = handle<{ id: string }>(
  async (request, params) => {
    const user = await requireUser(request);
    const { id } = parseParams(params, paramsSchema);
    await removeCartLine(user.id, id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

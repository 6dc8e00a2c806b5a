import { z } from "zod";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams } from "@/lib/http/parse";
import { deleteAddress, updateAddress } from "@/lib/users/addresses";
import { savedAddressInputSchema } from "@/lib/users/contract";
import { requireAddressOwner } from "@/lib/users/owner";

type Params = { userName: string; id: string };
const idSchema = z.object({ id: idParam });

/** PUT /api/user/{userName}/addresses/{id}: the whole address (+ isDefault: true to make it the default). */
export const PUT = handle<Params>(
  async (request, params) => {
    const owner = await requireAddressOwner(request, params);
    const { id } = parseParams({ id: params.id }, idSchema);
    const input = await parseBody(request, savedAddressInputSchema);
    return updateAddress(owner.id, id, input);
  },
  { private: true },
);

/** DELETE /api/user/{userName}/addresses/{id}: 204. */
export const DELETE = handle<Params>(
  async (request, params) => {
    const owner = await requireAddressOwner(request, params);
    const { id } = parseParams({ id: params.id }, idSchema);
    await deleteAddress(owner.id, id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

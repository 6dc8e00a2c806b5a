import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { addAddress, listAddresses } from "@/lib/users/addresses";
import { savedAddressInputSchema } from "@/lib/users/contract";
import { requireAddressOwner } from "@/lib/users/owner";

/** GET /api/user/{userName}/addresses: the user's address book, the default first. */
export const GET = handle<{ userName: string }>(
  async (request, params) => {
    const owner = await requireAddressOwner(request, params);
    return listAddresses(owner.id);
  },
  { private: true },
);

/** POST /api/user/{userName}/addresses: a shipping address (+ isDefault?) -> 201 with the saved address. */
export const POST = handle<{ userName: string }>(
  async (request, params) => {
    const owner = await requireAddressOwner(request, params);
    const input = await parseBody(request, savedAddressInputSchema);
    return Response.json(await addAddress(owner.id, input), { status: 201 });
  },
  { private: true },
);

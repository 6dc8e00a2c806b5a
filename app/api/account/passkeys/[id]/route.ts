import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams } from "@/lib/http/parse";
import { passkeyNameSchema } from "@/lib/two-step/contract";
import { removePasskey, renamePasskey } from "@/lib/two-step/passkeys";

type Params = { id: string };
const idSchema = z.object({ id: idParam });

/** PATCH /api/account/passkeys/{id}: { name } -> 204. */
export const PATCH = handle<Params>(
  async (request, params) => {
    const user = await requireUser(request);
    const { id } = parseParams(params, idSchema);
    const { name } = await parseBody(request, z.object({ name: passkeyNameSchema }));
    await renamePasskey(user.id, id, name);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

/** DELETE /api/account/passkeys/{id} -> 204; 404 when it is not the user's. */
export const DELETE = handle<Params>(
  async (request, params) => {
    const user = await requireUser(request);
    const { id } = parseParams(params, idSchema);
    await removePasskey(user.id, id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

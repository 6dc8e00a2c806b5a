import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { passkeyRegisterSchema } from "@/lib/two-step/contract";
import { listPasskeys, registerPasskey } from "@/lib/two-step/passkeys";

/** GET /api/account/passkeys -> [{ id, name, createdAt, lastUsedAt, backedUp }]. */
export const GET = handle(async (request) => listPasskeys((await requireUser(request)).id), {
  private: true,
});

/** POST /api/account/passkeys: { challengeId, name, credential } -> 201 with the new passkey. */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    const input = await parseBody(request, passkeyRegisterSchema);
    return Response.json(await registerPasskey(user.id, input), { status: 201 });
  },
  { private: true },
);

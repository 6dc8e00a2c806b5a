import { requireUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { newRecoveryCodes } from "@/lib/two-step/account";
import { passwordBodySchema } from "@/lib/two-step/contract";

/** POST /api/account/two-step/recovery-codes: { password } -> { recoveryCodes }: ten new ones; the old stop working. */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    const { password } = await parseBody(request, passwordBodySchema);
    return { recoveryCodes: await newRecoveryCodes(user, password, clientIp(request.headers)) };
  },
  { private: true },
);

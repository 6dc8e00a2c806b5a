import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { totpConfirmSchema } from "@/lib/two-step/contract";
import { confirmTotp } from "@/lib/two-step/totp";

/** POST /api/account/two-step/totp/confirm: { code } -> { recoveryCodes }: the app is on; the codes are shown once. */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    const { code } = await parseBody(request, totpConfirmSchema);
    return { recoveryCodes: await confirmTotp(user.id, code) };
  },
  { private: true },
);

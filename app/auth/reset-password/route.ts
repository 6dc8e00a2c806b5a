import { resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordSchema } from "@/lib/accounts/contract";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/reset-password: { token, newPassword } -> { ok }; every session of the user ends (sign in again). */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { token, newPassword } = await parseBody(request, resetPasswordSchema);
    await resetPassword(token, newPassword, clientIp(request.headers));
    return { ok: true };
  },
  { private: true },
);

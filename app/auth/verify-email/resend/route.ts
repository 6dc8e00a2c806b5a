import { resendEmailVerification } from "@/lib/accounts/email-verify";
import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";

/** POST /auth/verify-email/resend -> { verified }: mails the signed-in user a new link unless already verified. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const user = await requireUser(request);
    return resendEmailVerification(user.id);
  },
  { private: true },
);

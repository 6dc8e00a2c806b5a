import { tokenBodySchema } from "@/lib/accounts/contract";
import { verifyEmail } from "@/lib/accounts/email-verify";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/verify-email: { token } -> { verified: true }. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { token } = await parseBody(request, tokenBodySchema);
    await verifyEmail(token, clientIp(request.headers));
    return { verified: true };
  },
  { private: true },
);

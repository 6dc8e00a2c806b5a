import { tokenBodySchema } from "@/lib/accounts/contract";
import { cancelEmailChange } from "@/lib/accounts/email-change";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /auth/email-change/cancel: { token } (the link mailed to the old address) -> { resetToken }:
 * the pending change and every other link end, every session ends (this browser's cookie too),
 * and the answer is a fresh reset token for choosing a new password right away.
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { token } = await parseBody(request, tokenBodySchema);
    const answer = await cancelEmailChange(token, clientIp(request.headers));
    return Response.json(answer, { headers: { "Set-Cookie": clearedSessionCookieHeader() } });
  },
  { private: true },
);

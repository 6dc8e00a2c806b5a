import { clientIp } from "@/lib/http/client-ip";
import { logIn } from "@/lib/auth/login";
import { passwordAdvice } from "@/lib/auth/password-policy";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /auth/login: { username, password, remember? } -> { role, username, token } and the session
 * cookie; `passwordChangeRecommended: true` is added when the password no longer meets the rule.
 */
export const POST = handle(
  async (request) => {
    // A foreign page must not sign the browser into someone else's account (login CSRF).
    assertSameOrigin(request);
    const { username, password, remember } = await parseBody(request, loginSchema);
    const user = await logIn({ username, password, ip: clientIp(request.headers) });
    return sessionResponse(user, remember, 200, { request, advice: await passwordAdvice(password, user) });
  },
  { private: true },
);

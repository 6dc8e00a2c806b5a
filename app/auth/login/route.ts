import { clientIp } from "@/lib/http/client-ip";
import { passwordSignIn } from "@/lib/auth/login";
import { passwordAdvice } from "@/lib/auth/password-policy";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /auth/login: { username, password, remember? } -> { role, username, token } and the session
 * cookie; `passwordChangeRecommended: true` is added when the password no longer meets the rule.
 * An account with two-step sign-in gets no session yet: 401 with
 * { detail, secondStep: { ticket, methods, expiresInSeconds } } for POST /auth/login/second-step.
 */
export const POST = handle(
  async (request) => {
    // A foreign page must not sign the browser into someone else's account (login CSRF).
    assertSameOrigin(request);
    const { username, password, remember } = await parseBody(request, loginSchema);
    const result = await passwordSignIn({ username, password, ip: clientIp(request.headers) }, remember);
    // Computed now, while the password is at hand; the second step's client shows it after.
    const advice = await passwordAdvice(password, result.user);
    if (result.secondStep) return Response.json({ ...result.secondStep, ...advice }, { status: 401 });
    return sessionResponse(result.user, remember, 200, { request, advice });
  },
  { private: true },
);

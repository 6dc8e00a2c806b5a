import { clientIp } from "@/lib/http/client-ip";
import { passwordSignIn } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /auth/login: { username, password, remember? } -> { role, username, token } and the session cookie.
 * An account with two-step sign-in gets no session yet: 401 with
 * { detail, secondStep: { ticket, methods, expiresInSeconds } } for POST /auth/login/second-step.
 */
export const POST = handle(
  async (request) => {
    // A foreign page must not sign the browser into someone else's account (login CSRF).
    assertSameOrigin(request);
    const { username, password, remember } = await parseBody(request, loginSchema);
    const result = await passwordSignIn({ username, password, ip: clientIp(request.headers) }, remember);
    if ("secondStep" in result) return Response.json(result.secondStep, { status: 401 });
    return sessionResponse(result.user, remember);
  },
  { private: true },
);

import { sessionResponse } from "@/lib/auth/session-response";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { secondStepSchema } from "@/lib/two-step/contract";
import { completeSecondStep } from "@/lib/two-step/sign-in";

/**
 * POST /auth/login/second-step: { ticket, method: "totp" | "recovery", code } or
 * { ticket, method: "passkey", challengeId, credential } -> the login's { role, username, token }
 * and session cookie; 401 for a wrong or used code or a dead ticket, 429 past the limits.
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { ticket, ...answer } = await parseBody(request, secondStepSchema);
    const { user, remember } = await completeSecondStep(ticket, answer, clientIp(request.headers));
    return sessionResponse(user, remember);
  },
  { private: true },
);

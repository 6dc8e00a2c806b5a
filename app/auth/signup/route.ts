import { recordSignup } from "@/lib/auth/rate-limit";
import { signupSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { signUp } from "@/lib/auth/signup";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/signup: creates a customer and signs them in -> 201 { role, username, token } and the session cookie. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const input = await parseBody(request, signupSchema);
    await recordSignup(clientIp(request.headers));
    return sessionResponse(await signUp(input), true, 201);
  },
  { private: true },
);

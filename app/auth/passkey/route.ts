import { sessionResponse } from "@/lib/auth/session-response";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { passkeySignInSchema } from "@/lib/two-step/contract";
import { signInWithPasskey } from "@/lib/two-step/sign-in";

/** POST /auth/passkey: { challengeId, credential, remember? } -> the login's { role, username, token } and cookie. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { remember, ...answer } = await parseBody(request, passkeySignInSchema);
    const user = await signInWithPasskey(answer, clientIp(request.headers));
    return sessionResponse(user, remember);
  },
  { private: true },
);

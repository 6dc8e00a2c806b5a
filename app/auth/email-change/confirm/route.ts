import { tokenBodySchema } from "@/lib/accounts/contract";
import { confirmEmailChange } from "@/lib/accounts/email-change";
import { getCurrentSession } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /auth/email-change/confirm: { token } -> { email }: the account now uses (and has verified)
 * it; every other session ends, except this browser's when it is signed in to that account.
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { token } = await parseBody(request, tokenBodySchema);
    return confirmEmailChange(token, clientIp(request.headers), await getCurrentSession(request));
  },
  { private: true },
);

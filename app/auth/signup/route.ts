import { sendEmailVerification } from "@/lib/accounts/email-verify";
import { recordSignup } from "@/lib/auth/rate-limit";
import { signupSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { signUp } from "@/lib/auth/signup";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { log } from "@/lib/log/logger";

/**
 * POST /auth/signup: creates a customer, signs them in and mails a link to verify the address
 * -> 201 { role, username, token } and the session cookie. A `guestOrder` link is accepted (older
 * clients send it) and ignored: a guest order joins an account only once the account confirms
 * the order's e-mail address (the link lives for weeks in a mailbox and a history).
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const input = await parseBody(request, signupSchema);
    await recordSignup(clientIp(request.headers));
    const user = await signUp(input);
    // The account exists either way; a verification mail that could not be queued is asked again from the profile.
    await sendEmailVerification(user).catch((error: unknown) =>
      log.error({ event: "mail.queue_failed", kind: "verification", err: error }, "Could not queue the verification mail"),
    );
    return sessionResponse(user, true, 201, { request });
  },
  { private: true },
);

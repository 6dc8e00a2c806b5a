import { sessionResponse } from "@/lib/auth/session-response";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { acceptStaffInviteSchema } from "@/lib/staff/contract";
import { acceptStaffInvite } from "@/lib/staff/invites";

/**
 * POST /auth/staff-invite { token, username, firstName, lastName, password }: accepts an
 * invitation to the staff, makes the account with the invited role and signs it in -> 201
 * { role, username, token } and the session cookie. 400 for a wrong, used, revoked or expired
 * link; 409 for a username taken or an address that has an account already.
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const input = await parseBody(request, acceptStaffInviteSchema);
    const user = await acceptStaffInvite(input, clientIp(request.headers));
    // A browser-session cookie: the new staff member sets up two-step sign-in next, then signs in as they choose.
    return sessionResponse(user, false, 201);
  },
  { private: true },
);

import { getDb } from "@/db/client";
import { getCurrentSession } from "@/lib/auth/session";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { endSession } from "@/lib/auth/user-sessions";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";

/**
 * DELETE /auth/logout: ends this device's session (its token, cookie or bearer, stops working)
 * and clears the cookie; 200 even when already signed out. Other devices stay signed in: the
 * profile signs them out one by one or all at once.
 */
export const DELETE = handle(
  async (request) => {
    assertSameOrigin(request);
    const session = await getCurrentSession(request);
    if (session) await endSession(await getDb(), session.user.id, session.sessionId);
    return Response.json({ detail: "Signed out" }, { headers: { "Set-Cookie": clearedSessionCookieHeader() } });
  },
  { private: true },
);

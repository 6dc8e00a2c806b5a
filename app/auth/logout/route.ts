import { getCurrentUser } from "@/lib/auth/session";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { revokeSessions } from "@/lib/users/repository";

/**
 * DELETE /auth/logout: ends the user's sessions and bearer tokens everywhere (their session
 * version moves on) and clears the cookie; 200 even when already signed out.
 */
export const DELETE = handle(
  async (request) => {
    assertSameOrigin(request);
    const user = await getCurrentUser(request);
    if (user) await revokeSessions(user.id);
    return Response.json({ detail: "Signed out" }, { headers: { "Set-Cookie": clearedSessionCookieHeader() } });
  },
  { private: true },
);

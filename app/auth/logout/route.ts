import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";

/**
 * DELETE /auth/logout: clears the session cookie (200 even when already signed out).
 * A bearer token is stateless and stays valid until it expires; API clients discard it.
 */
export const DELETE = handle(async (request) => {
  assertSameOrigin(request);
  return Response.json(
    { detail: "Signed out" },
    { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } },
  );
});

import { tokenBodySchema } from "@/lib/accounts/contract";
import { deleteAccount } from "@/lib/account-data/delete";
import { getCurrentUser } from "@/lib/auth/session";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /api/account/delete/confirm: { token } (the mailed link's) -> { ok }: the account is deleted
 * and its sessions end; this browser's cookie is cleared when it was that account's.
 */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { token } = await parseBody(request, tokenBodySchema);
    const signedIn = await getCurrentUser(request);
    const { userId } = await deleteAccount(token, clientIp(request.headers));
    const headers: HeadersInit = signedIn?.id === userId ? { "Set-Cookie": clearedSessionCookieHeader() } : {};
    return Response.json({ ok: true }, { headers });
  },
  { private: true },
);

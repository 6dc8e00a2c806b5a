import { ACCOUNT_DELETE_REQUESTED, deleteAccountRequestSchema } from "@/lib/account-data/contract";
import { requestAccountDeletion } from "@/lib/account-data/delete";
import { requireUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /api/account/delete: { currentPassword } -> 202 { detail } and a confirmation link mailed to
 * the account's address; 401 wrong password or signed out, 409 the shop's last admin, 429 limited.
 */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    const { currentPassword } = await parseBody(request, deleteAccountRequestSchema);
    await requestAccountDeletion(user, currentPassword, clientIp(request.headers));
    return Response.json({ detail: ACCOUNT_DELETE_REQUESTED }, { status: 202 });
  },
  { private: true },
);

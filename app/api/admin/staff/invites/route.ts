import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { staffInviteSchema } from "@/lib/staff/contract";
import { inviteStaff } from "@/lib/staff/invites";

/**
 * POST /api/admin/staff/invites { email, role: seller | admin }: mails a link that makes an
 * account with that role -> 201 the invitation; 409 when the address already has an account.
 */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "staff");
    const input = await parseBody(request, staffInviteSchema);
    return Response.json(await inviteStaff(admin, input), { status: 201 });
  },
  { private: true },
);

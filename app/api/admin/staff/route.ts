import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { staffOverview } from "@/lib/staff/invites";

/** GET /api/admin/staff: the sellers and admins, and the invitations not yet accepted or revoked. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "staff");
    return staffOverview();
  },
  { private: true },
);

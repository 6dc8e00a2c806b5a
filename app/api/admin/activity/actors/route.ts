import { listAuditActors } from "@/lib/audit/read";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

/** GET /api/admin/activity/actors: the admins who have changed anything, for the filter. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "activity");
    return listAuditActors();
  },
  { private: true },
);

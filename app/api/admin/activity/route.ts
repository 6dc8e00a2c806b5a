import { auditQuerySchema } from "@/lib/audit/contract";
import { listAudit } from "@/lib/audit/read";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/activity?kind=&actor=&product=&page=&pageSize=: the audit trail, newest first. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "activity");
    return listAudit(parseQuery(request, auditQuerySchema));
  },
  { private: true },
);

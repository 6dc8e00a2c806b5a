import { auditQuerySchema } from "@/lib/audit/contract";
import { listAudit } from "@/lib/audit/read";
import { requireAdmin } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/activity?kind=&actor=&product=&page=&pageSize=: the audit trail, newest first. */
export const GET = handle(
  async (request) => {
    await requireAdmin(request);
    return listAudit(parseQuery(request, auditQuerySchema));
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { reconcileRequestSchema, toReconciliationRunView } from "@/lib/orders/ledger/contract";
import { latestReconciliation, runReconciliation } from "@/lib/orders/ledger/runs";

/** GET /api/admin/reconciliation (admin): the latest reconciliation's differences, or null before the first. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "payments");
    const run = await latestReconciliation();
    return { run: run ? toReconciliationRunView(run) : null };
  },
  { private: true },
);

/**
 * POST /api/admin/reconciliation (admin) { from, to }: compares the range's orders with the
 * provider's records now and keeps the run (409 with the built-in test provider: nothing to compare).
 */
export const POST = handle(
  async (request) => {
    await requirePermission(request, "payments");
    const range = await parseBody(request, reconcileRequestSchema);
    return toReconciliationRunView(await runReconciliation(range, "admin"));
  },
  { private: true },
);

import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { DifferencesTable } from "@/components/admin/reconciliation/differences-table";
import { ReconcileForm } from "@/components/admin/reconciliation/reconcile-form";
import { Alert } from "@/components/ui/alert";
import { pageOrNotFound } from "@/lib/auth/session";
import { toReconciliationRunView } from "@/lib/orders/ledger/contract";
import { DAILY_RECONCILE_DAYS, lastDays } from "@/lib/orders/ledger/range";
import { reconciliationUnavailable } from "@/lib/orders/ledger/reconcile";
import { latestReconciliation } from "@/lib/orders/ledger/runs";

export const metadata: Metadata = { title: "Payment reconciliation" };

const dateTime = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const TRIGGERS: Record<string, string> = { daily: "the daily job", admin: "an admin", script: "npm run payments:reconcile" };

/**
 * The latest reconciliation of the orders with the payment provider's records (the daily job's,
 * an admin's or the command line's): each difference with a link to its order; run again for any
 * range. Reached from the dashboard and the orders list, not the side menu.
 */
export default async function ReconciliationPage() {
  await connection();
  await pageOrNotFound("payments");
  const [latest, unavailable] = [await latestReconciliation(), reconciliationUnavailable()];
  const run = latest ? toReconciliationRunView(latest) : null;
  const suggested = run ? { from: run.from, to: run.to } : lastDays(DAILY_RECONCILE_DAYS);
  return (
    <AdminPage
      title="Payment reconciliation"
      intro="Every order created in a range of days, its charge and its refunds, compared with what the payment provider recorded for this shop"
    >
      <p className="text-sm">
        <Link href="/admin/orders" className="text-brand-700 hover:underline">
          Back to orders
        </Link>
      </p>
      {unavailable ? <Alert>{unavailable}</Alert> : <ReconcileForm from={suggested.from} to={suggested.to} />}
      {!run ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          No reconciliation has run yet
        </p>
      ) : (
        <>
          <p className="text-sm text-neutral-700">
            Last run {dateTime.format(new Date(run.ranAt))} UTC by {TRIGGERS[run.trigger] ?? run.trigger}, orders from{" "}
            {run.from} to {run.to}:{" "}
            {run.differenceCount === 0
              ? "the shop and the provider agree."
              : `${run.differenceCount} difference${run.differenceCount === 1 ? "" : "s"}.`}
          </p>
          {run.differenceCount > 0 && <DifferencesTable differences={run.differences} />}
        </>
      )}
    </AdminPage>
  );
}

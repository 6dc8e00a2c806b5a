import Link from "next/link";
import { Alert } from "@/components/ui/alert";

export const RECONCILIATION_PAGE = "/admin/orders/reconciliation";

/** The latest reconciliation's count on the dashboard: an alert linking to the differences when there are any. */
export function ReconciliationAlert({ count, from, to }: { count: number; from: string; to: string }) {
  if (count === 0)
    return (
      <p className="text-sm text-neutral-600">
        Payments reconciled from {from} to {to}: the shop and the provider agree.{" "}
        <Link href={RECONCILIATION_PAGE} className="text-brand-700 hover:underline">
          Reconciliation
        </Link>
      </p>
    );
  return (
    <Alert tone="error">
      {count} difference{count === 1 ? "" : "s"} between the orders and the payment provider&apos;s records (orders from{" "}
      {from} to {to}).{" "}
      <Link href={RECONCILIATION_PAGE} className="font-medium underline">
        Review the differences
      </Link>
    </Alert>
  );
}

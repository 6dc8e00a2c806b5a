import Link from "next/link";
import { Card } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import type { ReconciliationRunView } from "@/lib/orders/ledger/contract";

/** Each difference of a run, with a link to its order. */
export function DifferencesTable({ differences }: { differences: ReconciliationRunView["differences"] }) {
  return (
    <Card raised className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Differences">
        <TableHead columns={["Order", "Difference", "Shop", "Provider", "Provider's object"]} />
        <tbody className="divide-y divide-neutral-100">
          {differences.map((difference, index) => (
            <tr key={`${difference.kind}-${difference.orderId}-${difference.providerId}-${index}`}>
              <th scope="row" className="px-4 py-3 font-medium">
                {difference.orderId === null ? (
                  "No order in the shop"
                ) : (
                  <Link href={`/admin/orders/${difference.orderId}`} className="text-brand-700 hover:underline">
                    #{difference.orderId}
                  </Link>
                )}
              </th>
              <td className="px-4 py-3">{difference.label}</td>
              <td className="px-4 py-3">{difference.shop?.text ?? "none"}</td>
              <td className="px-4 py-3">{difference.provider?.text ?? "none"}</td>
              <td className="px-4 py-3 font-mono text-xs">{difference.providerId ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

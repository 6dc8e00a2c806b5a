import type { BreakdownRow } from "@/lib/orders/contract/breakdown";

/**
 * An order's price breakdown as rows of a `dl` (Items subtotal, Discount, Delivery, the tax
 * line), to sit above the total wherever an order is shown.
 */
export function BreakdownRows({ rows }: { rows: BreakdownRow[] }) {
  return rows.map((row) => (
    <div key={row.label} className="flex justify-between gap-4">
      <dt>{row.label}</dt>
      <dd className="text-right tabular-nums">{row.value}</dd>
    </div>
  ));
}

import { cn } from "@/components/ui/cn";

const STYLES = {
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
} as const;
const LABELS = { paid: "Paid", pending: "Pending", failed: "Failed" } as const;

export type OrderStatus = keyof typeof STYLES;

/** An order's status as a word on a coloured badge (the word carries the meaning, not the colour). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1", STYLES[status])}>
      {LABELS[status]}
    </span>
  );
}

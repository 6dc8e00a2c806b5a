import { cn } from "@/components/ui/cn";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/orders/statuses";

const STYLES: Record<OrderStatus, string> = {
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  shipped: "bg-sky-50 text-sky-900 ring-sky-200",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  cancelled: "bg-neutral-100 text-neutral-800 ring-neutral-300",
  refunded: "bg-neutral-100 text-neutral-800 ring-neutral-300",
  partially_refunded: "bg-violet-50 text-violet-900 ring-violet-200",
  disputed: "bg-red-50 text-red-900 ring-red-300",
  expired: "bg-neutral-100 text-neutral-700 ring-neutral-300",
  review: "bg-orange-50 text-orange-900 ring-orange-300",
};

/** An order's status as a word on a coloured badge (the word carries the meaning, not the colour). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1", STYLES[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

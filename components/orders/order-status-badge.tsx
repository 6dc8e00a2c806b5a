import { cn } from "@/components/ui/cn";
import {
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type FulfilmentStatus,
  type PaymentStatus,
} from "@/lib/orders/contract/statuses";

const PAYMENT_STYLES: Record<PaymentStatus, string> = {
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  refunded: "bg-neutral-100 text-neutral-800 ring-neutral-300",
  partially_refunded: "bg-violet-50 text-violet-900 ring-violet-200",
  disputed: "bg-red-50 text-red-900 ring-red-300",
  expired: "bg-neutral-100 text-neutral-700 ring-neutral-300",
  review: "bg-orange-50 text-orange-900 ring-orange-300",
};

const FULFILMENT_STYLES: Record<FulfilmentStatus, string> = {
  unfulfilled: "bg-amber-50 text-amber-900 ring-amber-200",
  partially_shipped: "bg-sky-50 text-sky-900 ring-sky-200",
  shipped: "bg-sky-50 text-sky-900 ring-sky-200",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  cancelled: "bg-neutral-100 text-neutral-800 ring-neutral-300",
};

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1";

/**
 * An order's payment status, and its goods' status once something happened to them (shipped,
 * delivered, cancelled), as words on coloured badges (the words carry the meaning, not the colour).
 */
export function OrderStatusBadge({ status, fulfilment }: { status: PaymentStatus; fulfilment?: FulfilmentStatus }) {
  const goods = fulfilment !== undefined && fulfilment !== "unfulfilled";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn(badge, PAYMENT_STYLES[status])}>{PAYMENT_STATUS_LABELS[status]}</span>
      {goods && <span className={cn(badge, FULFILMENT_STYLES[fulfilment])}>{FULFILMENT_STATUS_LABELS[fulfilment]}</span>}
    </span>
  );
}

import { formatPrice } from "@/lib/money/format";
import type { FulfilmentStatus, PaymentStatus } from "@/lib/orders/contract/statuses";
import { OrderStatusBadge } from "./order-status-badge";

type ChargedOrder = { amount: number; currency: string; country: string | null; status: PaymentStatus;
  fulfilment?: FulfilmentStatus;
};

/**
 * What an order came to, in the currency and country format it was charged in (US when the
 * country is unknown), with its status badge: side by side, or `stacked` and right-aligned
 * for narrow list rows.
 */
export function OrderAmountStatus({ order, stacked = false }: { order: ChargedOrder; stacked?: boolean }) {
  const amount = formatPrice(order.amount, { currency: order.currency, country: order.country });
  const badge = <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />;
  if (stacked)
    return (
      <div className="text-right">
        <p className="text-sm font-semibold tabular-nums">{amount}</p>
        {badge}
      </div>
    );
  return (
    <div className="flex items-center gap-3">
      <span className="font-semibold tabular-nums">{amount}</span>
      {badge}
    </div>
  );
}

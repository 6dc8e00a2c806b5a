import Image from "next/image";
import type { Dashboard } from "@/lib/admin/dashboard";
import { formatMoney, formatPrice } from "@/lib/money/format";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";

function Thumb({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <Image
      src={src}
      alt={alt}
      width={40}
      height={50}
      className="h-12 w-10 rounded-md bg-neutral-100 object-cover"
    />
  ) : (
    <div className="h-12 w-10 rounded-md bg-neutral-100" aria-hidden="true" />
  );
}

const empty = <p className="py-8 text-center text-sm text-neutral-600">No data to display</p>;

/** 'Top Selling Items': the three products sold most often in the past week. */
export function TopSellingItems({ items }: { items: Dashboard["topSellingItems"] }) {
  if (items.length === 0) return empty;
  return (
    <ol className="divide-y divide-neutral-100">
      {items.map((item) => (
        <li key={item.productId} className="flex items-center gap-3 py-3">
          <Thumb src={item.image} alt="" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-neutral-900">{item.name}</p>
            <p className="text-xs text-neutral-600">{item.quantity} sold</p>
          </div>
          <span className="text-sm font-semibold tabular-nums">{formatPrice(item.revenue)}</span>
        </li>
      ))}
    </ol>
  );
}

/** 'Order History': the latest orders of the past week. */
export function OrderHistoryList({ orders }: { orders: Dashboard["orderHistory"] }) {
  if (orders.length === 0) return empty;
  return (
    <ol className="divide-y divide-neutral-100">
      {orders.map((order) => (
        <li key={order.orderId} className="flex items-center gap-3 py-3">
          <Thumb src={order.image} alt="" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-neutral-900">{order.productName}</p>
            <p className="truncate text-xs text-neutral-600">
              #{order.orderId} · {order.customer}
            </p>
          </div>
          <div className="text-right">
            <p className="text-sm font-semibold tabular-nums">
              {formatMoney(order.amount, order.currency, order.country ?? "US")}
            </p>
            <OrderStatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </ol>
  );
}

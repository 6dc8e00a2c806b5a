import Image from "next/image";
import type { ReactNode } from "react";
import type { DashboardView } from "@/lib/admin/responses";
import { formatPrice } from "@/lib/money/format";
import { OrderAmountStatus } from "@/components/orders/order-amount-status";

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

/** One row of a dashboard list: a thumbnail, a title and a detail line, and what it amounts to. */
function ItemRow({
  image,
  title,
  detail,
  aside,
}: {
  image: string | null;
  title: string;
  detail: ReactNode;
  aside: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Thumb src={image} alt="" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-neutral-900">{title}</p>
        <p className="truncate text-xs text-neutral-600">{detail}</p>
      </div>
      {aside}
    </li>
  );
}

/** 'Top Selling Items': the three products sold most often in the past week. */
export function TopSellingItems({ items }: { items: DashboardView["topSellingItems"] }) {
  if (items.length === 0) return empty;
  return (
    <ol className="divide-y divide-neutral-100">
      {items.map((item) => (
        <ItemRow
          key={item.productId}
          image={item.image}
          title={item.name}
          detail={`${item.quantity} sold`}
          aside={<span className="text-sm font-semibold tabular-nums">{formatPrice(item.revenue)}</span>}
        />
      ))}
    </ol>
  );
}

/** 'Order History': the latest orders of the past week. */
export function OrderHistoryList({ orders }: { orders: DashboardView["orderHistory"] }) {
  if (orders.length === 0) return empty;
  return (
    <ol className="divide-y divide-neutral-100">
      {orders.map((order) => (
        <ItemRow
          key={order.orderId}
          image={order.image}
          title={order.productName}
          detail={`#${order.orderId} · ${order.customer}`}
          aside={<OrderAmountStatus order={order} stacked />}
        />
      ))}
    </ol>
  );
}

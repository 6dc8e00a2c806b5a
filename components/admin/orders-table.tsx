import Link from "next/link";
import type { AdminOrderResponse } from "@/lib/admin/responses";
import { formatPrice } from "@/lib/money/format";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { Card } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The orders of one page: date, customer, items, amount and status, each linking to its detail. */
export function OrdersTable({ orders }: { orders: AdminOrderResponse[] }) {
  return (
    <Card raised className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Orders">
        <TableHead columns={["Order", "Date (UTC)", "Customer", "Items", "Amount", "Status"]} />
        <tbody className="divide-y divide-neutral-100">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-neutral-50">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link href={`/admin/orders/${order.id}`} className="text-brand-700 hover:underline">
                  #{order.id}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(new Date(order.createdAt))}</td>
              <td className="px-4 py-3">
                <p className="font-medium text-neutral-900">{order.customer}</p>
                {order.email && <p className="text-xs text-neutral-600">{order.email}</p>}
              </td>
              <td className="px-4 py-3">
                {order.itemCount} × <span className="text-neutral-700">{order.firstProduct ?? "—"}</span>
              </td>
              <td className="px-4 py-3 tabular-nums">
                {formatPrice(order.amount, { currency: order.currency, country: order.country })}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

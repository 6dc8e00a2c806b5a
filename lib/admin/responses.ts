import { toDecimal } from "@/lib/money/minor-units";
import { mapBreakdown } from "@/lib/orders/contract/breakdown";
import type { Dashboard, Figure } from "./dashboard";
import type { AdminOrderDetailResponse, AdminOrderPageResponse, AdminOrderResponse } from "@/lib/orders/contract/admin-orders";
import type { AdminOrderDetail, AdminOrderRow } from "@/lib/orders/read/admin-orders";

// The admin area in the API's units: what its order calls answer, and what the dashboard's
// components show (the dashboard has no call: its page passes this view). Amounts are decimal
// numbers in major units; an order's currency is its stored code ("AUD").

export type { AdminOrderDetailResponse, AdminOrderResponse } from "@/lib/orders/contract/admin-orders";

export type DashboardView = {
  summary: Omit<Dashboard["summary"], "totalSales"> & { totalSales: Figure };
  salesOverview: { date: string; total: number }[];
  topSellingItems: (Omit<Dashboard["topSellingItems"][number], "revenue"> & { revenue: number })[];
  orderHistory: (Omit<Dashboard["orderHistory"][number], "amount"> & { amount: number; currency: string })[];
  salesForecast: { month: string; actual: number | null; forecast: number }[];
};

export function toAdminOrderResponse(order: AdminOrderRow): AdminOrderResponse {
  return {
    id: order.id,
    createdAt: order.createdAt,
    customer: order.customer,
    email: order.email,
    itemCount: order.itemCount,
    firstProduct: order.firstProduct,
    amount: toDecimal(order.amount),
    currency: order.amount.currency,
    country: order.country,
    status: order.status,
    fulfilment: order.fulfilment,
  };
}

export function toAdminOrderPageResponse(page: {
  results: AdminOrderRow[];
  count: number;
  pageSize: number;
}): AdminOrderPageResponse {
  return { results: page.results.map(toAdminOrderResponse), count: page.count, pageSize: page.pageSize };
}

export function toAdminOrderDetailResponse(order: AdminOrderDetail): AdminOrderDetailResponse {
  return {
    ...toAdminOrderResponse(order),
    paymentIntentId: order.paymentIntentId,
    provider: order.provider,
    reason: order.reason,
    baseAmount: toDecimal(order.baseAmount),
    exchangeRate: order.exchangeRate,
    breakdown: order.breakdown && mapBreakdown(order.breakdown, toDecimal),
    paidAt: order.paidAt,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
    shipping: order.shipping,
    refundedAmount: toDecimal(order.refundedAmount),
    refunds: order.refunds,
    shipments: order.shipments,
    refundable: {
      lines: order.refundable.lines.map((line) => ({ ...line, amount: toDecimal(line.amount) })),
      delivery: toDecimal(order.refundable.delivery),
      total: toDecimal(order.refundable.total),
    },
    lines: order.lines.map((line) => ({
      ...line,
      unitPrice: toDecimal(line.unitPrice),
      total: toDecimal(line.total),
    })),
  };
}

export function toDashboardView(dashboard: Dashboard): DashboardView {
  const { totalSales } = dashboard.summary;
  return {
    summary: {
      ...dashboard.summary,
      totalSales: { value: toDecimal(totalSales.value), change: totalSales.change },
    },
    salesOverview: dashboard.salesOverview.map((day) => ({ date: day.date, total: toDecimal(day.total) })),
    topSellingItems: dashboard.topSellingItems.map((item) => ({ ...item, revenue: toDecimal(item.revenue) })),
    orderHistory: dashboard.orderHistory.map((order) => ({
      orderId: order.orderId,
      customer: order.customer,
      productName: order.productName,
      image: order.image,
      amount: toDecimal(order.amount),
      currency: order.amount.currency,
      country: order.country,
      status: order.status,
      createdAt: order.createdAt,
    })),
    salesForecast: dashboard.salesForecast.map((month) => ({
      month: month.month,
      actual: month.actual === null ? null : toDecimal(month.actual),
      forecast: toDecimal(month.forecast),
    })),
  };
}

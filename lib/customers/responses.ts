import { toDecimal } from "@/lib/money/minor-units";
import type { CustomerDetailResponse, CustomerPageResponse, CustomerResponse } from "./contract";
import type { CustomerDetail } from "./detail";
import type { CustomerRow } from "./list";

// Customers in the API's units: amounts as decimal numbers in major units with their currency code.

export function toCustomerResponse(row: CustomerRow): CustomerResponse {
  return {
    id: row.id,
    username: row.username,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    orderCount: row.orderCount,
    totalSpent: toDecimal(row.spent),
    currency: row.spent.currency,
  };
}

export function toCustomerPageResponse(
  page: { results: CustomerRow[]; count: number },
  query: { page: number; pageSize: number },
): CustomerPageResponse {
  return { results: page.results.map(toCustomerResponse), count: page.count, page: query.page, pageSize: query.pageSize };
}

export function toCustomerDetailResponse(detail: CustomerDetail): CustomerDetailResponse {
  return {
    ...toCustomerResponse(detail),
    firstName: detail.firstName,
    lastName: detail.lastName,
    phone: detail.phone,
    orders: {
      ...detail.orders,
      results: detail.orders.results.map((order) => ({
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        fulfilment: order.fulfilment,
        itemCount: order.itemCount,
        amount: toDecimal(order.amount),
        currency: order.amount.currency,
        country: order.country,
      })),
    },
  };
}

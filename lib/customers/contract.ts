import { z } from "zod";
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/lib/orders/contract/statuses";
import { ROLES, type Role } from "@/lib/users/types";

// The admin's customers page and its calls (GET /api/admin/customers, GET and PATCH
// /api/admin/customers/{id}): shared by the server and the browser (no database here).

/** Rows per page the list offers (the admin lists' options), and the one it opens with. */
export const CUSTOMER_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 10;
/** A customer's orders on their page, newest first. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

export const CUSTOMER_SORTS = ["name", "email", "joined", "orders", "spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  name: "Name",
  email: "E-mail",
  joined: "Joined",
  orders: "Orders",
  spent: "Total spent",
};
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

export const ROLE_LABELS: Record<Role, string> = { customer: "Customer", seller: "Seller", admin: "Admin" };

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /api/admin/customers?q=&role=&sort=&dir=&page=&pageSize= */
export const customerListQuery = z.object({
  /** Part of a name, e-mail address or username, any case. */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  role: z.enum(ROLES).optional(),
  sort: z.enum(CUSTOMER_SORTS).default("joined"),
  dir: z.enum(SORT_DIRECTIONS).default("desc"),
  page,
  pageSize: z.coerce
    .number()
    .refine(
      (size) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size),
      `must be ${CUSTOMER_PAGE_SIZES.slice(0, -1).join(", ")} or ${CUSTOMER_PAGE_SIZES.at(-1)}`,
    )
    .default(DEFAULT_CUSTOMER_PAGE_SIZE),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

/** GET /api/admin/customers/{id}?page= (the page of their orders) */
export const customerOrdersQuery = z.object({ page });

/** PATCH /api/admin/customers/{id} */
export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES) });
export type RoleChange = z.output<typeof roleChangeSchema>;

/**
 * A customer as the list and the API answer them. `orderCount` counts orders that were paid
 * (later shipped, cancelled or refunded included; pending, failed and expired checkouts are not
 * orders). `totalSpent` is what their sold orders (paid, shipped, delivered, partially refunded,
 * disputed) brought in, net of refunds, in the catalogue's currency (`currency`): each order's
 * catalogue amount scaled by the share of its charge not refunded,
 * round(baseAmount × (amount − refunded) / amount), so orders in other currencies add up at the
 * rate they were charged at.
 */
export const customerResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** First and last name, one space between. */
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** ISO 8601. */
  joinedAt: z.string(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
  currency: z.string(),
});
export type CustomerResponse = z.output<typeof customerResponseSchema>;

export const customerPageSchema = z.object({
  results: z.array(customerResponseSchema),
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CustomerPageResponse = z.output<typeof customerPageSchema>;

export const customerOrderResponseSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The payment's status. */
  status: z.enum(PAYMENT_STATUSES),
  /** The goods' status. */
  fulfilment: z.enum(FULFILMENT_STATUSES),
  itemCount: z.number().int(),
  /** What it charged, in its currency. */
  amount: z.number(),
  currency: z.string(),
  country: z.string().nullable(),
});
export type CustomerOrderResponse = z.output<typeof customerOrderResponseSchema>;

export const customerDetailResponseSchema = customerResponseSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** A page of their orders, newest first. */
  orders: z.object({
    results: z.array(customerOrderResponseSchema),
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
});
export type CustomerDetailResponse = z.output<typeof customerDetailResponseSchema>;

/** The 409 of a demotion that would leave the shop without an admin. */
export const LAST_ADMIN =
  "This is the shop's last admin: make another user an admin before changing this one's role";

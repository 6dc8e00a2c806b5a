import type { Role } from "@/lib/users/types";

// The one permission table of the admin area: what each permission covers, which roles hold it,
// and which permission each admin page and each admin call needs. The guards in session.ts read
// it on the server; the admin nav reads it to show only what the role may open; the generated
// test (tests/integration/admin-permissions.test.ts) calls every route and page for every role
// against it. Browser-safe: no server imports.

export const PERMISSIONS = [
  /** The admin home: the week's figures, low stock, recent orders. */
  "dashboard",
  /** Products, their items, images and placement; categories; variations. */
  "catalog",
  /** Stock levels, the inventory list and its CSV export and import. */
  "inventory",
  /** The orders list and an order's page, without the customer's contact details. */
  "orders.read",
  /** Shipping orders (one or many) and marking them delivered. */
  "orders.ship",
  /** Refunds, cancellations (which refund) and retrying a refund. */
  "orders.refund",
  /** The payment reconciliation and retrying failed side effects (mail, refunds, intent cancellations). */
  "payments",
  /** Customers' personal data: the customers list and pages, e-mail and phone on orders, the user list. */
  "customers",
  /** Discount codes. */
  "discounts",
  /** The shop's settings, shipping methods, tax rates and exchange rates. */
  "settings",
  /** Staff: roles and invitations. */
  "staff",
  /** The audit trail (it names customers in its summaries). */
  "activity",
  /** Analytics and the API reference for integrators. */
  "reports",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  dashboard: "Dashboard",
  catalog: "Catalogue",
  inventory: "Inventory",
  "orders.read": "See orders",
  "orders.ship": "Ship and deliver orders",
  "orders.refund": "Refund and cancel orders",
  payments: "Payments and reconciliation",
  customers: "Customers' personal data",
  discounts: "Discounts",
  settings: "Settings",
  staff: "Staff and roles",
  activity: "Activity log",
  reports: "Analytics and API",
};

/** Which roles hold each permission. An admin holds every one; a customer none. */
const GRANTS: Record<Permission, readonly Role[]> = {
  dashboard: ["seller", "admin"],
  catalog: ["seller", "admin"],
  inventory: ["seller", "admin"],
  "orders.read": ["seller", "admin"],
  "orders.ship": ["seller", "admin"],
  "orders.refund": ["admin"],
  payments: ["admin"],
  customers: ["admin"],
  discounts: ["admin"],
  settings: ["admin"],
  staff: ["admin"],
  activity: ["admin"],
  reports: ["admin"],
};

/** Whether `role` holds `permission`. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? GRANTS[permission].includes(role) : false;
}

/** The permissions `role` holds. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

/** Staff: a role that may open the admin area at all (some permission). */
export function isStaffRole(role: Role | null | undefined): boolean {
  return Boolean(role) && PERMISSIONS.some((permission) => can(role, permission));
}

/** The roles an admin may give staff through an invitation. */
export const STAFF_ROLES = ["seller", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each admin page (its path, as under app/admin) and the permission it needs. */
export const ADMIN_PAGES = {
  "/admin": "dashboard",
  "/admin/activity": "activity",
  "/admin/analytics": "reports",
  "/admin/api": "reports",
  "/admin/categories": "catalog",
  "/admin/customers": "customers",
  "/admin/customers/[id]": "customers",
  "/admin/discounts": "discounts",
  "/admin/inventory": "inventory",
  "/admin/orders": "orders.read",
  "/admin/orders/[id]": "orders.read",
  "/admin/orders/reconciliation": "payments",
  "/admin/product/management": "catalog",
  "/admin/product/management/[id]": "catalog",
  "/admin/product/management/add": "catalog",
  "/admin/settings": "settings",
  "/admin/staff": "staff",
  "/admin/support": "customers",
  "/admin/vendor/management": "staff",
} as const satisfies Record<string, Permission>;
export type AdminPagePath = keyof typeof ADMIN_PAGES;

/**
 * Each admin call ("METHOD /path", the path as under app/) and the permission it needs: every
 * handler under app/api/admin and the admin-only handlers elsewhere.
 */
export const ADMIN_CALLS = {
  "GET /api/admin/activity": "activity",
  "GET /api/admin/activity/actors": "activity",
  "GET /api/admin/categories": "catalog",
  "POST /api/admin/categories": "catalog",
  "PATCH /api/admin/categories/[internalName]": "catalog",
  "DELETE /api/admin/categories/[internalName]": "catalog",
  "GET /api/admin/categories/[internalName]/variations": "catalog",
  "POST /api/admin/categories/[internalName]/variations": "catalog",
  "GET /api/admin/currency-rates": "settings",
  "PUT /api/admin/currency-rates/[currency]": "settings",
  "DELETE /api/admin/currency-rates/[currency]": "settings",
  "GET /api/admin/customers": "customers",
  "GET /api/admin/customers/[id]": "customers",
  "PATCH /api/admin/customers/[id]": "staff",
  "DELETE /api/admin/customers/[id]/sessions": "customers",
  "GET /api/admin/discounts": "discounts",
  "POST /api/admin/discounts": "discounts",
  "GET /api/admin/discounts/[id]": "discounts",
  "PATCH /api/admin/discounts/[id]": "discounts",
  "DELETE /api/admin/discounts/[id]": "discounts",
  "GET /api/admin/inventory": "inventory",
  "GET /api/admin/inventory/export": "inventory",
  "POST /api/admin/inventory/import": "inventory",
  "PUT /api/admin/items/[id]": "catalog",
  "POST /api/admin/items/[id]/reactivate": "catalog",
  "POST /api/admin/items/[id]/retire": "catalog",
  "POST /api/admin/items/[id]/stock": "inventory",
  "PUT /api/admin/items/[id]/stock": "inventory",
  "POST /api/admin/jobs/[id]/retry": "payments",
  "GET /api/admin/orders": "orders.read",
  "GET /api/admin/orders/export": "orders.read",
  "POST /api/admin/orders/ship": "orders.ship",
  "GET /api/admin/orders/[id]": "orders.read",
  "POST /api/admin/orders/[id]/cancel": "orders.refund",
  "POST /api/admin/orders/[id]/deliver": "orders.ship",
  "GET /api/admin/orders/[id]/refunds": "orders.read",
  "POST /api/admin/orders/[id]/refunds": "orders.refund",
  "POST /api/admin/orders/[id]/refunds/[refundId]/retry": "orders.refund",
  "POST /api/admin/orders/[id]/ship": "orders.ship",
  "GET /api/admin/product": "catalog",
  "POST /api/admin/product/[id]/images": "catalog",
  "GET /api/admin/product/[id]/items": "catalog",
  "POST /api/admin/product/[id]/items": "catalog",
  "POST /api/admin/product/[id]/restore": "catalog",
  "GET /api/admin/reconciliation": "payments",
  "POST /api/admin/reconciliation": "payments",
  "GET /api/admin/settings": "settings",
  "PATCH /api/admin/settings": "settings",
  "GET /api/admin/shipping-methods": "settings",
  "POST /api/admin/shipping-methods": "settings",
  "PATCH /api/admin/shipping-methods/[id]": "settings",
  "DELETE /api/admin/shipping-methods/[id]": "settings",
  "GET /api/admin/staff": "staff",
  "POST /api/admin/staff/invites": "staff",
  "DELETE /api/admin/staff/invites/[id]": "staff",
  "GET /api/admin/tax-rates": "settings",
  "PUT /api/admin/tax-rates/[country]": "settings",
  "DELETE /api/admin/tax-rates/[country]": "settings",
  "PATCH /api/admin/variations/[typeId]": "catalog",
  "POST /api/admin/variations/[typeId]/values": "catalog",
  "PATCH /api/admin/variations/[typeId]/values/[valueId]": "catalog",
  "DELETE /api/admin/variations/[typeId]/values/[valueId]": "catalog",
  // Admin-only calls outside /api/admin (the spec's paths).
  "POST /api/category": "catalog",
  "POST /api/product": "catalog",
  "PUT /api/product/[id]": "catalog",
  "DELETE /api/product/[id]": "catalog",
  "GET /api/user": "customers",
} as const satisfies Record<string, Permission>;
export type AdminCall = keyof typeof ADMIN_CALLS;

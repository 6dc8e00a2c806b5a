import { z } from "zod";

// The audit trail as the admin's Activity page and product history read it: shared by the
// server and the browser (no database here).

/** What an entry is about. Order, customer, discount and settings changes are recorded with the same shape. */
export const AUDIT_KINDS = [
  "product",
  "item",
  "stock",
  "category",
  "variation",
  "settings",
  "order",
  "customer",
  "discount",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  product: "Products",
  item: "Items",
  stock: "Stock",
  category: "Categories",
  variation: "Variations",
  settings: "Settings",
  order: "Orders",
  customer: "Customers",
  discount: "Discounts",
};

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** A JSON value as an entry's before/after holds it. */
export type AuditValues = Record<string, unknown> | null;

/** One entry as GET /api/admin/activity answers it. */
export type AuditEntry = {
  id: number;
  at: string;
  actor: { id: number | null; name: string };
  kind: AuditKind;
  action: string;
  subjectId: string;
  productId: number | null;
  summary: string;
  before: AuditValues;
  after: AuditValues;
};

export type AuditPage = { entries: AuditEntry[]; page: number; pageSize: number; count: number };

/** GET /api/admin/activity?kind=&actor=&product=&page=&pageSize= */
export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  product: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

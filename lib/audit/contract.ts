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
  "staff",
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
  staff: "Staff",
};

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** A JSON value as an entry's before/after holds it. */
const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.output<typeof auditValuesSchema>;

/** One entry as GET /api/admin/activity answers it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** Who made the change, as named then (id null for a change made outside the app, a script say). */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  subjectId: z.string(),
  productId: z.number().int().nullable(),
  summary: z.string(),
  /** The changed fields before and after; null where there was no before (a creation) or after (a deletion). */
  before: auditValuesSchema,
  after: auditValuesSchema,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  count: z.number().int().nonnegative(),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** GET /api/admin/activity?kind=&actor=&product=&page=&pageSize= */
export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  product: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

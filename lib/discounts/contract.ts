import { z } from "zod";
import { MAX_PRICE } from "@/lib/catalog/contract/storefront";
import { databaseId, idParam, INT4_MAX } from "@/lib/http/parse";
import { isWholeMinor } from "@/lib/money/minor-units";
import { discountCodeSchema } from "@/lib/pricing/contract";

// The owner's discount codes (/admin/discounts, /api/admin/discounts/**): what the admin sends and
// what it is answered, shared by the route handlers and the browser. Amounts are decimal numbers in
// the catalogue's currency, as prices are; the store converts them to minor units.

export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percent: "Percentage",
  fixed: "Fixed amount",
};

/** What a code is right now, from its switch, dates and uses (see discountState). */
export const DISCOUNT_STATES = ["Active", "Scheduled", "Expired", "Used up", "Inactive"] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const MAX_PERCENT_OFF = 100;
/** Categories one code may name (each covers its subcategories too). */
export const MAX_DISCOUNT_CATEGORIES = 200;
export const DISCOUNT_PAGE_SIZE = 20;

/** A code as the owner types it: the shopper's rules (trimmed, upper-case), letters, digits, '-' and '_'. */
export const discountCodeText = discountCodeSchema.pipe(
  z.string().regex(/^[A-Z0-9_-]+$/, "may use only letters, digits, '-' and '_'"),
);

/** An instant with its offset, e.g. 2026-07-01T00:00:00Z or 2026-07-01T10:00:00+10:00. */
const instant = z
  .string({ error: "must be a date and time" })
  .pipe(z.iso.datetime({ offset: true, error: "must be a date and time such as 2026-07-01T00:00:00Z" }))
  .transform((text) => new Date(text));

const limit = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(INT4_MAX, `must be at most ${INT4_MAX}`);

const amount = z
  .number({ error: "must be a number" })
  .min(0, "must be 0 or more")
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
  .refine(isWholeMinor, "must have at most 2 decimals");

/**
 * Why `value` does not fit `kind`, or null: a percentage is a whole number from 1 to 100, a fixed
 * amount a price above 0. Checked again on a PATCH against the code's kind when only one is sent.
 */
export function discountValueProblem(kind: DiscountKind, value: number): string | null {
  if (!Number.isFinite(value)) return "must be a number";
  if (kind === "percent")
    return Number.isInteger(value) && value >= 1 && value <= MAX_PERCENT_OFF
      ? null
      : `a percentage must be a whole number from 1 to ${MAX_PERCENT_OFF}`;
  if (value <= 0) return "an amount off must be more than 0";
  if (value > MAX_PRICE) return `an amount off must be at most ${MAX_PRICE}`;
  if (!isWholeMinor(value)) return "an amount off must have at most 2 decimals";
  return null;
}

/** Why the dates do not fit together, or null: a code ends after it starts. */
export function discountDatesProblem(startsAt: Date | null | undefined, endsAt: Date | null | undefined): string | null {
  return startsAt && endsAt && endsAt <= startsAt ? "must be after startsAt" : null;
}

const fields = z.strictObject({
  code: discountCodeText,
  kind: z.enum(DISCOUNT_KINDS, { error: 'must be "percent" or "fixed"' }),
  /** Percent off (kind percent) or the amount off in the catalogue's currency (kind fixed). */
  value: z.number({ error: "must be a number" }),
  /** Null or absent: from now on. */
  startsAt: instant.nullable(),
  /** Null or absent: never ends. */
  endsAt: instant.nullable(),
  /** Paid orders the code may discount in all; null: no limit. */
  usageLimit: limit.nullable(),
  /** Paid orders one customer may discount; null: no limit. */
  perCustomerLimit: limit.nullable(),
  /** The items' subtotal needed, catalogue currency; null: none. */
  minSubtotal: amount.nullable(),
  /** Empty: every product. Each category covers its subcategories. */
  categoryIds: z
    .array(databaseId, { error: "must be a list of category ids" })
    .max(MAX_DISCOUNT_CATEGORIES, `at most ${MAX_DISCOUNT_CATEGORIES}`)
    .transform((ids) => [...new Set(ids)]),
  active: z.boolean({ error: "must be true or false" }),
});

type Fields = z.output<typeof fields>;

function checkRules(value: Partial<Fields>, context: z.RefinementCtx): void {
  if (value.kind !== undefined && value.value !== undefined) {
    const problem = discountValueProblem(value.kind, value.value);
    if (problem) context.addIssue({ code: "custom", path: ["value"], message: problem });
  }
  const dates = discountDatesProblem(value.startsAt, value.endsAt);
  if (dates) context.addIssue({ code: "custom", path: ["endsAt"], message: dates });
}

/** POST /api/admin/discounts: a new code; what is left out is unlimited, always on, for every product. */
export const discountCreateSchema = fields
  .extend({
    startsAt: fields.shape.startsAt.default(null),
    endsAt: fields.shape.endsAt.default(null),
    usageLimit: fields.shape.usageLimit.default(null),
    perCustomerLimit: fields.shape.perCustomerLimit.default(null),
    minSubtotal: fields.shape.minSubtotal.default(null),
    categoryIds: fields.shape.categoryIds.default([]),
    active: fields.shape.active.default(true),
  })
  .superRefine(checkRules);
export type DiscountCreateRequest = z.input<typeof discountCreateSchema>;
export type DiscountCreateInput = z.output<typeof discountCreateSchema>;

/** PATCH /api/admin/discounts/{id}: any subset of the fields (null clears a date, a limit or the minimum). */
export const discountPatchSchema = fields
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change: send at least one field")
  .superRefine(checkRules);
export type DiscountPatchRequest = z.input<typeof discountPatchSchema>;
export type DiscountPatchInput = z.output<typeof discountPatchSchema>;

/** GET /api/admin/discounts?q=&page= : newest first, DISCOUNT_PAGE_SIZE a page. */
export const discountListQuery = z.object({
  /** Part of a code, any case. */
  q: z
    .string()
    .trim()
    .max(100, "must be at most 100 characters")
    .optional()
    .transform((text) => text || undefined),
  page: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1 or more").max(100_000).default(1),
});
export type DiscountListQuery = z.output<typeof discountListQuery>;

/** /api/admin/discounts/{id} */
export const discountParams = z.object({ id: idParam });

// The answers, as schemas the admin's browser client checks what it reads against.

export const discountResponseSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent off, or the amount off in `currency`. */
  value: z.number(),
  /** The catalogue's currency, which a fixed amount and the minimum are in. */
  currency: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  minSubtotal: z.number().nullable(),
  categoryIds: z.array(z.number()),
  /** The named categories that still exist, with their names, in the order named. */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  active: z.boolean(),
  /** Paid orders it discounted. */
  usedCount: z.number(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountResponse = z.output<typeof discountResponseSchema>;

export const discountPageSchema = z.object({
  results: z.array(discountResponseSchema),
  count: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DiscountPageResponse = z.output<typeof discountPageSchema>;

/** The 409 of a second code that differs only in case (codes are compared upper-case). */
export function duplicateCodeDetail(code: string): string {
  return `A discount code ${code} already exists`;
}

import { z } from "zod";
import { databaseId, INT4_MAX } from "@/lib/http/parse";
import { isWholeMinor } from "@/lib/money/minor-units";

// Refunds and cancellations as the admin's calls take and answer them: shared by the server and
// the browser (no database here).

/**
 * A refund waits for the provider (pending, for days sometimes), then went through (succeeded), or
 * the provider refused it (failed) or it was cancelled there (cancelled). Moves: refund-states.ts.
 */
export const REFUND_STATES = ["pending", "succeeded", "failed", "cancelled"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: "Refund pending",
  succeeded: "Refunded",
  failed: "Refund failed",
  cancelled: "Refund cancelled",
};

/**
 * Who asked for a refund: the owner, a cancellation, a sale whose stock ran out or whose discount
 * code was used up by the time its payment arrived, or the provider's dashboard.
 */
export const REFUND_REASONS = ["owner", "cancel", "sold-out", "code-used-up", "provider"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Most lines one refund names (an order has far fewer). */
export const MAX_REFUND_LINES = 500;

/**
 * POST /api/admin/orders/{id}/refunds. No lines, no amount and no delivery refunds everything
 * not yet refunded; lines refund those units' share of what was paid (discount and tax as
 * charged), `delivery` the delivery's share; an amount (major units) refunds that much, for the
 * lines named if any. `restock` returns the lines' units to stock.
 */
export const refundRequestSchema = z
  .object({
    lines: z
      .array(z.object({ lineId: databaseId, quantity: z.number().int().min(1).max(INT4_MAX) }).strict())
      .min(1)
      .max(MAX_REFUND_LINES)
      .refine(
        (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
        "must name each line once",
      )
      .optional(),
    amount: z
      .number()
      .positive()
      .max(INT4_MAX / 100)
      .refine(isWholeMinor, "must have at most 2 decimals")
      .optional(),
    restock: z.boolean().default(false),
    delivery: z.boolean().optional(),
  })
  .strict();
export type RefundRequestInput = z.output<typeof refundRequestSchema>;

/** A refund as the order detail shows it; amount in major units of the order's currency. */
export const refundViewSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  state: z.enum(REFUND_STATES),
  reason: z.enum(REFUND_REASONS),
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  restock: z.boolean(),
  /** Whether the refund gives back the delivery's share. */
  delivery: z.boolean(),
  createdBy: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The job that asks the provider: POST /api/admin/jobs/{jobId}/retry once it failed. */
  jobId: z.number().int().nullable(),
  /** The provider's last answer while it is retried or after it gave up. */
  error: z.string().nullable(),
});
export type RefundView = z.output<typeof refundViewSchema>;

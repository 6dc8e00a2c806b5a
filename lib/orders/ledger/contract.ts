import { z } from "zod";
import { fromMinorUnits } from "@/lib/money/minor-units";
import { DIFFERENCE_KINDS, DIFFERENCE_LABELS, type LedgerFigure } from "./compare";
import { describeFigure } from "./describe";
import { reconcileRange } from "./range";
import type { ReconciliationRun } from "./runs-types";

/** POST /api/admin/reconciliation: the days to compare (UTC, both included). */
export const reconcileRequestSchema = reconcileRange;

const figureSchema = z
  .object({
    /** Major units of `currency`. */
    amount: z.number().optional(),
    currency: z.string().optional(),
    /** An order's status, a refund's or an intent's state at the provider. */
    state: z.string().optional(),
    /** The figure as the admin page shows it. */
    text: z.string(),
  })
  .nullable();

export const reconciliationRunSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  ranAt: z.string(),
  from: z.string(),
  to: z.string(),
  trigger: z.string(),
  differenceCount: z.number().int(),
  differences: z.array(
    z.object({
      kind: z.enum(DIFFERENCE_KINDS),
      label: z.string(),
      /** The order to open (/admin/orders/{orderId}); null for a payment naming no order of the shop. */
      orderId: z.number().int().nullable(),
      /** The provider's intent or refund id. */
      providerId: z.string().nullable(),
      shop: figureSchema,
      provider: figureSchema,
    }),
  ),
});
export type ReconciliationRunView = z.infer<typeof reconciliationRunSchema>;

/** GET /api/admin/reconciliation: the latest run, or null before the first. */
export const latestReconciliationSchema = z.object({ run: reconciliationRunSchema.nullable() });

function toFigureView(figure: LedgerFigure | null): z.infer<typeof figureSchema> {
  if (!figure) return null;
  return {
    ...(figure.amountMinor !== undefined ? { amount: fromMinorUnits(figure.amountMinor) } : {}),
    ...(figure.currency ? { currency: figure.currency } : {}),
    ...(figure.state ? { state: figure.state } : {}),
    text: describeFigure(figure),
  };
}

export function toReconciliationRunView(run: ReconciliationRun): ReconciliationRunView {
  return {
    id: run.id,
    ranAt: run.ranAt.toISOString(),
    from: run.range.from,
    to: run.range.to,
    trigger: run.trigger,
    differenceCount: run.differenceCount,
    differences: run.differences.map((difference) => ({
      kind: difference.kind,
      label: DIFFERENCE_LABELS[difference.kind],
      orderId: difference.orderId,
      providerId: difference.providerId,
      shop: toFigureView(difference.shop),
      provider: toFigureView(difference.provider),
    })),
  };
}

import type { Difference } from "./compare";
import type { ReconcileRange } from "./range";

/** Who asked for a reconciliation: the daily job, an admin, the command line. */
export type ReconcileTrigger = "daily" | "admin" | "script";

/** One reconciliation kept: the days compared and every difference found. */
export type ReconciliationRun = {
  id: number;
  ranAt: Date;
  range: ReconcileRange;
  trigger: string;
  differenceCount: number;
  differences: Difference[];
};

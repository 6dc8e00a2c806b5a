import "server-only";
import { Gauge } from "prom-client";
import { log } from "@/lib/log/logger";
import { latestReconciliation } from "@/lib/orders/ledger/runs";
import { metric } from "./registry";

// Read from the database when Prometheus scrapes, so every instance reports the latest run;
// before the first run there is no series.
metric(
  "shop_payments_reconciliation_differences",
  (registers) =>
    new Gauge({
      name: "shop_payments_reconciliation_differences",
      help: "Differences between the shop's orders and the payment provider's records found by the latest reconciliation (npm run payments:reconcile, the admin's Reconciliation page, the daily job).",
      registers,
      async collect() {
        this.reset();
        try {
          const run = await latestReconciliation();
          if (run) this.set(run.differenceCount);
        } catch (error) {
          log.warn({ err: error, metric: "shop_payments_reconciliation_differences" }, "A metric could not be read from the database");
        }
      },
    }),
);

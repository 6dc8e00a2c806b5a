import "server-only";
import { count, ne } from "drizzle-orm";
import { Gauge } from "prom-client";
import { getDb } from "@/db/client";
import { jobs, orders, fulfilmentStatusEnum, paymentStatusEnum } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { metric } from "./registry";

/**
 * Counts read from the database when Prometheus scrapes (one query each), so every instance
 * of the shop reports the same numbers. A state without rows reports 0, so an alert on it
 * sees a series. When the database cannot answer, the gauge reports nothing this time and the
 * rest of the scrape still works.
 */
function databaseGauge(
  name: string,
  help: string,
  label: string,
  known: readonly string[],
  read: () => Promise<{ key: string; count: number }[]>,
): Gauge {
  return metric(
    name,
    (registers) =>
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers,
        async collect() {
          this.reset();
          try {
            const counted = new Map((await read()).map((row) => [row.key, row.count]));
            for (const key of new Set([...known, ...counted.keys()]))
              this.set({ [label]: key }, counted.get(key) ?? 0);
          } catch (error) {
            log.warn({ err: error, metric: name }, "A metric could not be read from the database");
          }
        },
      }),
  );
}

databaseGauge(
  "shop_orders",
  "Orders in each payment status, from the database.",
  "status",
  paymentStatusEnum.enumValues,
  async () =>
    (await getDb()).select({ key: orders.paymentStatus, count: count() }).from(orders).groupBy(orders.paymentStatus),
);

databaseGauge(
  "shop_orders_fulfilment",
  "Orders in each fulfilment status, from the database.",
  "status",
  fulfilmentStatusEnum.enumValues,
  async () =>
    (await getDb()).select({ key: orders.fulfilmentStatus, count: count() }).from(orders).groupBy(orders.fulfilmentStatus),
);

// Done jobs only pile up; the ones still to run, running or given up on are what an operator watches.
databaseGauge(
  "shop_jobs",
  "Background jobs queued, running and failed for good, from the database.",
  "state",
  ["queued", "running", "failed"],
  async () =>
    (await getDb())
      .select({ key: jobs.state, count: count() })
      .from(jobs)
      .where(ne(jobs.state, "done"))
      .groupBy(jobs.state),
);

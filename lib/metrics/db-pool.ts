import { Gauge } from "prom-client";
import { poolCounts, type PoolCount } from "../../db/observe";
import { metric } from "./registry";

/**
 * Database connections in use and calls waiting for one, per driver, from the calls in flight
 * the database client counts (db/observe.ts): past the pool's size the rest wait, so in use =
 * min(in flight, size) and waiting = the remainder. PGlite runs one statement or transaction at
 * a time (size 1).
 */
function poolGauge(name: string, help: string, share: (pool: PoolCount) => number): Gauge {
  return metric(
    name,
    (registers) =>
      new Gauge({
        name,
        help,
        labelNames: ["driver"],
        registers,
        collect() {
          this.reset();
          const sums = new Map<string, number>();
          for (const pool of poolCounts()) sums.set(pool.driver, (sums.get(pool.driver) ?? 0) + share(pool));
          for (const [driver, value] of sums) this.set({ driver }, value);
        },
      }),
  );
}

poolGauge(
  "shop_db_pool_connections_in_use",
  "Database connections busy with a statement or a transaction, by driver.",
  (pool) => Math.min(pool.inFlight, pool.size),
);
poolGauge(
  "shop_db_pool_waiting",
  "Statements and transactions waiting for a free database connection, by driver.",
  (pool) => Math.max(0, pool.inFlight - pool.size),
);

import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { PendingQuery, Row, Sql } from "postgres";
import { isTransactionMethod, startTransaction } from "./sql-transactions";

// The driver clients drizzle talks to, seen through a Proxy: every call that holds a
// connection counted on its pool (lib/metrics/db-pool.ts reads the counts), and every statement
// passed to the statement tracer when one is set (lib/tracing/start.ts sets one). The wrapping
// points are the methods drizzle 0.45 calls: postgres.js `unsafe`/`begin`/`savepoint`, PGlite
// `query`/`transaction`. db/ imports nothing of the app: the app plugs in here instead.

/**
 * A pool's calls in flight. Neither driver exposes its pool's counters: a statement outside a
 * transaction holds a connection while it runs, a transaction holds one for its whole life.
 */
export type PoolCount = { driver: "postgres" | "pglite"; size: number; inFlight: number };
/** Runs one statement (SQL text with `$1` placeholders, never the values), e.g. inside a span. */
export type StatementTracer = <T>(statement: string, run: () => PromiseLike<T>) => Promise<T>;

// On globalThis: the server and Next's bundles load this file as separate module instances.
const shared = globalThis as unknown as { shopDbPools?: Set<PoolCount>; shopDbStatementTracer?: StatementTracer };
const pools = (shared.shopDbPools ??= new Set<PoolCount>());

/** The open connection pools of this process and their calls in flight. */
export function poolCounts(): readonly PoolCount[] {
  return [...pools];
}

/** Sets (or with nothing, removes) the tracer every statement of this process runs through. */
export function traceStatements(tracer?: StatementTracer): void {
  shared.shopDbStatementTracer = tracer;
}

async function traced<T>(statement: string, run: () => PromiseLike<T>): Promise<T> {
  const tracer = shared.shopDbStatementTracer;
  return tracer ? tracer(statement, run) : run();
}

export type PoolUse = {
  /** Runs `work` as one holder of a connection. */
  hold<T>(work: () => PromiseLike<T>): Promise<T>;
  /** Forgets the pool (its connections were closed). */
  release(): void;
};

/** Starts counting a pool of `size` connections. */
export function trackPool(driver: PoolCount["driver"], size: number): PoolUse {
  const pool: PoolCount = { driver, size, inFlight: 0 };
  pools.add(pool);
  return {
    async hold(work) {
      pool.inFlight += 1;
      try {
        return await work();
      } finally {
        pool.inFlight -= 1;
      }
    },
    release: () => pools.delete(pool),
  };
}

type Body<T> = (client: T) => unknown;

/** postgres.js: a statement outside a transaction holds a connection while it runs, a transaction for its whole life. */
export function observePostgres(sql: Sql, pool: PoolUse): Sql {
  return observedSql(sql, pool);
}

/** `pool` counts the pool's own handle; a transaction's handle (already holding its connection) is only traced. */
function observedSql(sql: Sql, pool?: PoolUse): Sql {
  return new Proxy(sql, {
    get(target, property) {
      if (property === "unsafe")
        return (statement: string, ...rest: unknown[]) =>
          observedQuery((target.unsafe as (...args: unknown[]) => PendingQuery<Row[]>)(statement, ...rest), statement, pool);
      if (isTransactionMethod(property))
        return (...args: unknown[]) => {
          const run = () => startTransaction(target, property, args, (tx) => observedSql(tx));
          return pool && property === "begin" ? pool.hold(run) : run();
        };
      return Reflect.get(target, property, target);
    },
  });
}

/**
 * postgres.js queries are lazy promises that run when first awaited, and drizzle calls
 * `.values()` on the same object before that: the object stays the one drizzle got, with its
 * `then` counting and tracing the run.
 */
function observedQuery<T extends PendingQuery<Row[]>>(query: T, statement: string, pool?: PoolUse): T {
  const then = query.then.bind(query);
  const run = () => new Promise<unknown>((resolve, reject) => void then(resolve, reject));
  let result: Promise<unknown> | undefined;
  Object.defineProperty(query, "then", {
    configurable: true,
    writable: true,
    value(onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) {
      result ??= pool ? pool.hold(() => traced(statement, run)) : traced(statement, run);
      return result.then(onFulfilled, onRejected);
    },
  });
  return query;
}

/** PGlite runs one statement or transaction at a time; a transaction's own statements are only traced. */
export function observePglite(client: PGlite, pool: PoolUse): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === "query")
        return (statement: string, ...rest: unknown[]) =>
          pool.hold(() => traced(statement, () => (target.query as (...args: unknown[]) => Promise<unknown>).call(target, statement, ...rest)));
      if (property === "transaction")
        return (body: Body<Transaction>) => pool.hold(() => target.transaction((tx) => body(observedTransaction(tx)) as Promise<unknown>));
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function observedTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      if (property === "query")
        return (statement: string, ...rest: unknown[]) =>
          traced(statement, () => (target.query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest));
      return Reflect.get(target, property, target);
    },
  });
}

import type { Sql } from "postgres";

// Shared by the proxies around postgres.js clients (./observe.ts, ./prepared-statements.ts): a
// transaction runs its body with a client of its own, which must pass through the same proxy.

/** postgres.js methods that run a body with a transaction's own client. */
export type TransactionMethod = "begin" | "savepoint";

export function isTransactionMethod(property: string | symbol): property is TransactionMethod {
  return property === "begin" || property === "savepoint";
}

/** Calls `target[method](...args)`, the last argument being the body, with the body's client passed through `wrap`. */
export function startTransaction(target: Sql, method: TransactionMethod, args: readonly unknown[], wrap: (tx: Sql) => Sql): Promise<unknown> {
  const body = args[args.length - 1] as (tx: Sql) => unknown;
  const start = (target as unknown as Record<TransactionMethod, (...args: unknown[]) => Promise<unknown>>)[method];
  return start(...args.slice(0, -1), (tx: Sql) => body(wrap(tx)));
}

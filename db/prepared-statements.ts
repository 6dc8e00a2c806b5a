import type { Sql } from "postgres";
import { isTransactionMethod, startTransaction } from "./sql-transactions";

/**
 * Statements with more parameters than this are not prepared. A list of ids becomes one
 * parameter each (`IN ($1, …, $n)`), so every length is a statement of its own: a search page
 * among up to 500 candidates would leave up to 500 of them on each connection, each kept in
 * PostgreSQL's memory. The catalogue's own filters and pages use a handful.
 */
export const MAX_PREPARED_PARAMETERS = 32;

/**
 * postgres.js prepares a statement once per connection and then runs it in one round trip, but
 * drizzle sends every query through `unsafe`, which does not: each call was parsed, described in
 * a round trip of its own and planned again, and the planning of a catalogue page (its images and
 * colour and size values in subqueries) cost as much as its execution. This prepares statements
 * with 1 to MAX_PREPARED_PARAMETERS parameters (one without any goes as a simple query either
 * way), in transactions too. Each call is still planned for its values (db/client.ts sets
 * plan_cache_mode). PostgreSQL keeps a connection's statements until it closes; postgres.js
 * closes each connection after 30-60 minutes.
 */
export function preparingStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property) {
      if (property === "unsafe")
        return (statement: string, parameters?: unknown[], options?: object) => {
          const count = parameters?.length ?? 0;
          const prepare = count > 0 && count <= MAX_PREPARED_PARAMETERS;
          return (target.unsafe as (...args: unknown[]) => unknown)(statement, parameters, prepare ? { ...options, prepare: true } : options);
        };
      if (isTransactionMethod(property)) return (...args: unknown[]) => startTransaction(target, property, args, preparingStatements);
      return Reflect.get(target, property, target);
    },
  });
}

import type { Sql } from "postgres";

/**
 * postgres.js prepares a statement once per connection and then runs it in one round trip, but
 * drizzle sends every query through `unsafe`, which does not: each call was parsed, described in
 * a round trip of its own and planned again, and the planning of a catalogue page (its images and
 * colour and size values in subqueries) cost twice its execution. This prepares every statement
 * with parameters (one without goes as a simple query either way), in transactions too.
 * PostgreSQL keeps a connection's statements until it closes; postgres.js closes each connection
 * after 30-60 minutes.
 */
export function preparingStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property) {
      if (property === "unsafe")
        return (statement: string, parameters?: unknown[], options?: object) =>
          (target.unsafe as (...args: unknown[]) => unknown)(statement, parameters, parameters?.length ? { ...options, prepare: true } : options);
      if (property === "begin" || property === "savepoint")
        return (...args: unknown[]) => {
          const body = args.pop() as (tx: Sql) => unknown;
          const start = (target as unknown as Record<typeof property, (...args: unknown[]) => Promise<unknown>>)[property];
          return start(...args, (tx: Sql) => body(preparingStatements(tx)));
        };
      return Reflect.get(target, property, target);
    },
  });
}

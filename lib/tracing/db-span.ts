import { currentTracing } from "./state";

/**
 * Runs one database statement inside a client span (`db.system`, `db.statement`: the SQL text
 * with `$1` placeholders, never the values) when tracing is on; otherwise just runs it. PGlite
 * is PostgreSQL too.
 */
export async function withDbSpan<T>(statement: string, run: () => PromiseLike<T>): Promise<T> {
  const tracing = currentTracing();
  if (!tracing) return run();
  const { api, tracer } = tracing;
  return tracer.startActiveSpan(
    `db ${operationOf(statement)}`,
    { kind: api.SpanKind.CLIENT, attributes: { "db.system": "postgresql", "db.statement": statement } },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The statement's first keyword (select, insert, begin...), which names its span. */
export function operationOf(statement: string): string {
  return /^\s*([a-z]+)/i.exec(statement)?.[1]?.toLowerCase() ?? "query";
}

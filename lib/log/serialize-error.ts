import { scrubText } from "./redact";

/** drizzle's "Failed query: <sql>\nparams: <values>": the SQL helps, the values are the data. */
// Up to the stack's first frame, or the end: a value may hold line breaks.
const QUERY_PARAMS = /^params: [\s\S]*?(?=\n {4}at |(?![\s\S]))/gm;

function safeText(text: string): string {
  return scrubText(text.replace(QUERY_PARAMS, "params: [redacted]"));
}

export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  digest?: string;
  cause?: LoggedError;
};

/**
 * An error as a log line shows it: its kind, message, stack, and the codes that identify it
 * (a driver's `code`, Next's `digest`), never its other own properties. pino's default
 * serializer copies them all, and errors here carry request bodies, SQL parameters, a
 * database row's values in `detail`, a zod error's input or a provider's raw answer; and a
 * failed query's message lists its parameters, which are blanked.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeText(String(error)) };
  const { code, digest } = error as { code?: unknown; digest?: unknown };
  return {
    type: error.name || error.constructor?.name || "Error",
    message: safeText(error.message),
    ...(error.stack ? { stack: safeText(error.stack) } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(typeof digest === "string" ? { digest } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

import { scrubText } from "./redact";

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
 * database row's values in `detail`, a zod error's input or a provider's raw answer.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const { code, digest } = error as { code?: unknown; digest?: unknown };
  return {
    type: error.name || error.constructor?.name || "Error",
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(typeof digest === "string" ? { digest } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

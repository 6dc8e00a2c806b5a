import { AppError, BadRequestError, ConflictError, ServiceUnavailableError } from "@/lib/errors";

type PgLikeError = { code?: unknown; message?: unknown; detail?: unknown; cause?: unknown };

/** Walks an error's cause chain (drizzle wraps driver errors) for a Postgres or socket code. */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, cause } = current as PgLikeError;
    if (typeof code === "string") codes.push(code);
    current = cause;
  }
  return codes;
}

/** Whether a database error (or one it wraps) has this SQLSTATE, e.g. "23505" for a unique violation. */
export function hasDatabaseCode(error: unknown, code: string): boolean {
  return errorCodes(error).includes(code);
}

const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED"]);

/**
 * Translates what a database failure means for the client, or returns undefined when the
 * error is not a database error. Services should check their own rules first; this is the
 * safety net that keeps constraint violations from becoming 500s.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  for (const code of errorCodes(error)) {
    if (UNREACHABLE_CODES.has(code) || code.startsWith("08") || code === "57P01" || code === "57P03") {
      return new ServiceUnavailableError();
    }
    if (code === "23505") return new ConflictError("That already exists");
    // 22021: a NUL or invalid byte that slipped past the request guards; text columns refuse it.
    if (code === "23514" || code === "23502" || code === "22P02" || code === "22003" || code === "22001" || code === "22021") {
      return new BadRequestError("The request breaks a data rule");
    }
    if (code === "23503") return new ConflictError("The request refers to something that does not exist or is still in use");
    if (code === "40001" || code === "40P01") return new ConflictError("The data changed meanwhile; please try again");
  }
  return undefined;
}

/**
 * Domain errors thrown by `lib/` services. Each carries the HTTP status it means, so the one
 * mapping in `lib/http/respond.ts` can answer for every route handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, detail);
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = "Authentication required") {
    super(401, detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = "You do not have permission to do that") {
    super(403, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail = "Not found") {
    super(404, detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(detail: string) {
    super(413, detail);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(detail: string) {
    super(415, detail);
  }
}

export class RateLimitedError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail = "The database is unreachable; please try again shortly") {
    super(503, detail);
  }
}

/**
 * An error whose answer must also carry `headers`: what the request did before it failed that
 * the client needs to know (a guest's checkout cookie naming the order made before the payment
 * provider failed, so the retry continues it). Answered as `error` would be, plus the headers.
 */
export class ErrorWithHeaders extends Error {
  constructor(
    readonly error: unknown,
    readonly headers: Record<string, string>,
  ) {
    super(error instanceof Error ? error.message : String(error), { cause: error });
    this.name = "ErrorWithHeaders";
  }
}

export function withHeaders(error: unknown, headers: Record<string, string>): ErrorWithHeaders {
  return new ErrorWithHeaders(error, headers);
}

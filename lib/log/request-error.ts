import type { Instrumentation } from "next";
import { log } from "./logger";

type Request = Parameters<Instrumentation.onRequestError>[1];
type Context = Parameters<Instrumentation.onRequestError>[2];

/**
 * A page, route or server action that threw while Next served it (instrumentation.ts'
 * `onRequestError`): one `route.error` line with the error's digest, which the error page
 * shows, and the id the server gave the request (`x-request-id`), which the request's own
 * line carries. The route's pattern, never its path: a path's query can hold a token.
 */
export function logRequestError(error: unknown, request: Request, context: Context): void {
  const header = request.headers["x-request-id"];
  const digest = (error as { digest?: unknown } | null)?.digest;
  log.error(
    {
      event: "route.error",
      ...(typeof header === "string" ? { requestId: header } : {}),
      ...(typeof digest === "string" ? { digest } : {}),
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      err: error,
    },
    "Unhandled error while serving a request",
  );
}

import type { Instrumentation } from "next";
import { log } from "./logger";

type Request = Parameters<Instrumentation.onRequestError>[1];
type Context = Parameters<Instrumentation.onRequestError>[2];

/** Digests already logged per request id: Next reports one error once per rendering pass. */
const logged = new Map<string, Set<string>>();
const REMEMBERED_REQUESTS = 1000;

/** True the first time a request's error with this digest is seen (a few hundred requests back). */
function firstReport(requestId: string | undefined, digest: string | undefined): boolean {
  if (!requestId || !digest) return true;
  const digests = logged.get(requestId) ?? new Set<string>();
  if (digests.has(digest)) return false;
  digests.add(digest);
  logged.set(requestId, digests);
  if (logged.size > REMEMBERED_REQUESTS) logged.delete(logged.keys().next().value!);
  return true;
}

/**
 * A page, route or server action that threw while Next served it (instrumentation.ts'
 * `onRequestError`): one `route.error` line with the error's digest, which the error page
 * shows, and the id the server gave the request (`x-request-id`), which the request's own
 * line carries. The route's pattern, never its path: a path's query can hold a token.
 */
export function logRequestError(error: unknown, request: Request, context: Context): void {
  const header = request.headers["x-request-id"];
  const requestId = typeof header === "string" ? header : undefined;
  const found = (error as { digest?: unknown } | null)?.digest;
  const digest = typeof found === "string" ? found : undefined;
  if (!firstReport(requestId, digest)) return;
  log.error(
    {
      event: "route.error",
      ...(requestId ? { requestId } : {}),
      ...(digest ? { digest } : {}),
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      err: error,
    },
    "Unhandled error while serving a request",
  );
}

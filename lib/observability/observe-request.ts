import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "@/lib/log/logger";
import { countRequest } from "@/lib/metrics/http";
import { runWithRequest, type RequestContext } from "./request-context";

export const REQUEST_ID_HEADER = "x-request-id";

/** `request;desc="<id>"`: the Server-Timing metric components/http/use-request-id.ts reads. */
export function serverTimingOf(id: string): string {
  return `request;desc="${id}"`;
}

/**
 * Serves one request inside its context: gives it an id (replacing any the client sent, so a
 * handler reading the header reads ours), returns the id as `X-Request-Id`, and once the
 * response is over writes its log line and counts it by route and status.
 */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  routeOf: (path: string) => string,
  serve: () => unknown,
): void {
  const started = process.hrtime.bigint();
  const context: RequestContext = { id: randomUUID() };
  request.headers[REQUEST_ID_HEADER] = context.id;
  response.setHeader("X-Request-Id", context.id);
  // The same id where a page's script can read it (PerformanceServerTiming): the error pages
  // show it, so a shopper can quote the request the log lines belong to.
  response.setHeader("Server-Timing", serverTimingOf(context.id));
  response.once("close", () => {
    const durationSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(request.url ?? "/");
    const method = request.method ?? "GET";
    // A client that went away before the end is logged with the status it would have had.
    const status = response.statusCode;
    countRequest({ method, route, status, durationSeconds });
    runWithRequest(context, () =>
      log.info(
        {
          method,
          route,
          status,
          durationMs: Math.round(durationSeconds * 1000),
          aborted: !response.writableFinished || undefined,
        },
        "request",
      ),
    );
  });
  runWithRequest(context, serve);
}

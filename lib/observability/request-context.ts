import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the shop knows about the request being served, for its log lines and metrics. The
 * server (scripts/serve.ts) opens it; the auth guard adds the signed-in user.
 *
 * Not `server-only`: scripts/serve.ts imports it outside Next's react-server condition.
 */
export type RequestContext = {
  /** Sent back as `X-Request-Id` and written on every log line of the request. */
  id: string;
  userId?: number;
};

// One store for the process: the server and Next's bundled route code load this file as two
// module instances, and both must see the same context.
const globalForContext = globalThis as unknown as { shopRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (globalForContext.shopRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequest<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The request being served, or undefined outside one (jobs, scripts, build). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

import pino, { type Logger } from "pino";
import { currentRequest } from "@/lib/observability/request-context";

/**
 * The process's one logger: a JSON line per request and per notable event on stdout, at
 * LOG_LEVEL (default "info"). Every line written while serving a request carries its id and
 * the signed-in user's id.
 *
 * Not `server-only`: scripts/serve.ts imports it outside Next's react-server condition.
 */
function createLogger(): Logger {
  return pino({
    level: process.env.LOG_LEVEL || "info",
    base: { service: "shop" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const request = currentRequest();
      return request ? { requestId: request.id, ...(request.userId ? { userId: request.userId } : {}) } : {};
    },
  });
}

// The server and Next's bundled code load this file as two module instances: one logger.
const globalForLog = globalThis as unknown as { shopLogger?: Logger };
export const log: Logger = (globalForLog.shopLogger ??= createLogger());

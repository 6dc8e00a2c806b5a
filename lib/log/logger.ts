import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { currentRequest } from "@/lib/observability/request-context";
import { redactPaths, REDACTED, scrubText } from "./redact";
import { serializeError } from "./serialize-error";

type Env = Record<string, string | undefined>;

/**
 * LOG_FORMAT=json|pretty; by default JSON in production (one object a line, for a collector)
 * and pino-pretty's coloured lines in development.
 */
export function logFormat(env: Env = process.env): "json" | "pretty" {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  return env.NODE_ENV === "production" ? "json" : "pretty";
}

/**
 * pino-pretty as a synchronous stream in this thread: pino's worker-thread transports cannot
 * find their files inside Next's bundles.
 */
function prettyStream(destination?: DestinationStream): DestinationStream {
  return pretty({
    sync: true,
    destination: destination ?? 1,
    singleLine: true,
    colorize: !destination && Boolean(process.stdout.isTTY),
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,service",
  });
}

/**
 * A logger as the shop configures it: LOG_LEVEL (default "info"), the level as its name, ISO
 * times, the current request's id and user id on every line, secrets blanked out and e-mail
 * addresses masked. Written to stdout, or to `destination` (tests read what it writes).
 */
export function createLogger(env: Env = process.env, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL || "info",
      base: { service: "shop" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        // The message is free text: an address written into it is masked like one in a field.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
      mixin() {
        const request = currentRequest();
        return request
          ? { requestId: request.id, ...(request.userId ? { userId: request.userId } : {}) }
          : {};
      },
    },
    logFormat(env) === "pretty"
      ? prettyStream(destination)
      : (destination ?? pino.destination({ fd: 1, sync: true })),
  );
}

// The server and Next's bundled code load this file as two module instances: one logger.
const globalForLog = globalThis as unknown as { shopLogger?: Logger };
/**
 * The process's one logger: a JSON line per request and per notable event on stdout. An event
 * names itself in `event` ("payment.failed") and identifies what it is about by ids only.
 *
 * Not `server-only`: scripts/serve.ts imports it outside Next's react-server condition.
 */
export const log: Logger = (globalForLog.shopLogger ??= createLogger());

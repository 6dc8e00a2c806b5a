import { format, stripVTControlCharacters } from "node:util";
import type { Logger } from "pino";

const LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * Makes what code writes with `console.*` (Next's own start-up and error messages, a
 * library's warning) a log line like the shop's own: JSON in production, so a collector never
 * meets a line it cannot parse, with the request's id when written while serving one. An
 * error among the arguments goes through the error serializer (no dump of its properties).
 * For the production server only (scripts/serve.ts): tests and scripts keep their console.
 */
export function sendConsoleToLog(logger: Logger): void {
  for (const [method, level] of Object.entries(LEVELS) as [
    keyof typeof LEVELS,
    (typeof LEVELS)[keyof typeof LEVELS],
  ][]) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const text = stripVTControlCharacters(format(...args.filter((arg) => arg !== err))).trim();
      logger[level]({ source: "console", ...(err ? { err } : {}) }, text || err?.message || "");
    };
  }
}

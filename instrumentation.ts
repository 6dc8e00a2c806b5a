import type { Instrumentation } from "next";

/** Runs once when the server starts; the Node.js work lives in instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./instrumentation-node");
  await startServer();
}

/** Every error a request ends in, logged with its digest and request id (lib/log/request-error.ts). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  // The logger is Node.js only (pino); the proxy's edge bundle never loads it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/log/request-error");
  logRequestError(...args);
};

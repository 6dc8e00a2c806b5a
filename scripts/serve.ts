// First: whether stack traces are source-mapped is settled before any of Next's modules load.
import "./lib/production-stack-traces";
import { createServer } from "node:http";
import next from "next";
import { withPeerAddress } from "../lib/http/client-ip";
import { sendConsoleToLog } from "../lib/log/console";
import { log } from "../lib/log/logger";
import { observeRequest } from "../lib/observability/observe-request";
import { builtRouteMatcher } from "../lib/observability/route-pattern";
import { outdatedNodeWarning } from "../lib/runtime/node-version";

/**
 * The production server: Next's request handler behind a plain Node HTTP server that records
 * the address of the peer it talks to at the end of `X-Forwarded-For`. `next start` alone
 * keeps whatever a client wrote in that header, which would let anyone pick their own
 * address for the rate limits. Every request gets an id, a log line and its metrics here.
 */
async function main() {
  // Next's own messages become log lines too: every line on stdout is one the collector reads.
  sendConsoleToLog(log);
  const outdated = outdatedNodeWarning(process.version);
  if (outdated) log.warn({ node: process.version }, outdated);
  const port = Number(process.env.PORT || 3000);
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const routeOf = builtRouteMatcher();
  const server = createServer((request, response) => {
    request.headers["x-forwarded-for"] = withPeerAddress(request.headers["x-forwarded-for"], request.socket.remoteAddress);
    observeRequest(request, response, routeOf, () => handle(request, response));
  });
  server.listen(port, () => log.info({ port }, `Ready on http://localhost:${port}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  log.fatal({ err: error }, "The server could not start");
  process.exit(1);
});

import { createServer } from "node:http";
import next from "next";
import { withPeerAddress } from "../lib/http/client-ip";

/**
 * The production server: Next's request handler behind a plain Node HTTP server that records
 * the address of the peer it talks to at the end of `X-Forwarded-For`. `next start` alone
 * keeps whatever a client wrote in that header, which would let anyone pick their own
 * address for the rate limits.
 */
async function main() {
  const port = Number(process.env.PORT || 3000);
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((request, response) => {
    request.headers["x-forwarded-for"] = withPeerAddress(request.headers["x-forwarded-for"], request.socket.remoteAddress);
    void handle(request, response);
  });
  server.listen(port, () => console.log(`> Ready on http://localhost:${port}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { createServer } from "node:net";

/** PORTS_TO_TRY ports from `first` on: the bench stays within one small range (3200-3299 by default). */
const PORTS_TO_TRY = 100;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "0.0.0.0", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first port from `first` that nothing listens on. */
export async function freePort(first: number): Promise<number> {
  for (let port = first; port < first + PORTS_TO_TRY && port <= 65_535; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port from ${first} to ${first + PORTS_TO_TRY - 1} (set BENCH_PORT to another start)`);
}

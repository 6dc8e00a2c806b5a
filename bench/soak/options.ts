// The flags of `npm run soak`, parsed without side effects so they can be tested.

import { parseFlags, portFrom } from "../command-line";

export const DEFAULT_USERS = 50;
export const DEFAULT_DURATION_SECONDS = 60;
export const DEFAULT_SOAK_PORT = 3600;
/** Each shopper has its own loopback address (127.1.x.y): this many fit. */
export const MAX_USERS = 5000;

const USAGE =
  "Usage: npm run soak -- [--users N] [--duration S] [--products N] [--keep] [--once]\n" +
  "  --users N      virtual shoppers (default 50)\n" +
  "  --duration S   seconds per run (default 60)\n" +
  "  --products N   generated products beside the demo shop (default none)\n" +
  "  --keep         keep the shop_soak database afterwards\n" +
  "  --once         one run only (no memory comparison between two runs)";

const FLAGS = {
  "--users": { min: 1, max: MAX_USERS },
  "--duration": { min: 1, max: 3600 },
  "--products": { min: 0, max: 10_000_000 },
  "--keep": "switch",
  "--once": "switch",
} as const;

/** Reads the command line (without node and the script) and SOAK_PORT; throws with the usage on a bad flag. */
export function parseSoakOptions(args: readonly string[], env: Record<string, string | undefined> = {}) {
  const port = portFrom(env, "SOAK_PORT", DEFAULT_SOAK_PORT, USAGE);
  const flags = parseFlags(args, FLAGS, USAGE);
  return {
    /** Virtual shoppers, each on its own keep-alive connection and client address. */
    users: flags["--users"] ?? DEFAULT_USERS,
    /** Seconds during which shoppers start new journeys (the ones under way then finish). */
    durationSeconds: flags["--duration"] ?? DEFAULT_DURATION_SECONDS,
    /** Generated products beside the demo shop. */
    products: flags["--products"] ?? 0,
    /** Leave the shop_soak database in place afterwards. */
    keep: flags["--keep"] ?? false,
    /** One run only: no second run, so no memory comparison (for a quick look). */
    once: flags["--once"] ?? false,
    /** First port to try for the server (SOAK_PORT); the next ones are tried when it is taken. */
    port,
  };
}

export type SoakOptions = ReturnType<typeof parseSoakOptions>;

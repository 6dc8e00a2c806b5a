// The flags of `npm run soak`, parsed without side effects so they can be tested.

export type SoakOptions = {
  /** Virtual shoppers, each on its own keep-alive connection and client address. */
  users: number;
  /** Seconds during which shoppers start new journeys (the ones under way then finish). */
  durationSeconds: number;
  /** Generated products beside the demo shop. */
  products: number;
  /** Leave the shop_soak database in place afterwards. */
  keep: boolean;
  /** One run only: no second run, so no memory comparison (for a quick look). */
  once: boolean;
  /** First port to try for the server (SOAK_PORT); the next ones are tried when it is taken. */
  port: number;
};

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

function wholeNumber(flag: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < min || number > max)
    throw new Error(`${flag} needs a whole number from ${min} to ${max}\n${USAGE}`);
  return number;
}

/** Reads the command line (without node and the script) and SOAK_PORT; throws with the usage on a bad flag. */
export function parseSoakOptions(args: readonly string[], env: Record<string, string | undefined> = {}): SoakOptions {
  const options: SoakOptions = {
    users: DEFAULT_USERS,
    durationSeconds: DEFAULT_DURATION_SECONDS,
    products: 0,
    keep: false,
    once: false,
    port: env.SOAK_PORT ? wholeNumber("SOAK_PORT", env.SOAK_PORT, 1, 65_535) : DEFAULT_SOAK_PORT,
  };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    if (flag === "--users") options.users = wholeNumber(flag, args[++index], 1, MAX_USERS);
    else if (flag === "--duration") options.durationSeconds = wholeNumber(flag, args[++index], 1, 3600);
    else if (flag === "--products") options.products = wholeNumber(flag, args[++index], 0, 10_000_000);
    else if (flag === "--keep") options.keep = true;
    else if (flag === "--once") options.once = true;
    else throw new Error(`Unknown option ${flag}\n${USAGE}`);
  }
  return options;
}

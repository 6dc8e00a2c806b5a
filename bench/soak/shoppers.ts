import { PAYMENT_COUNTRIES } from "../../lib/money/currency";
import type { Random } from "../random";
import { shopperAddress, shopperHttp, type ShopperHttp } from "./http-client";
import { shopOnce, StepFailed, type ShopCatalogue, type Shopper } from "./journey";
import { stepStats, type StepSummary } from "./step-stats";

// The virtual shoppers of a load run: their accounts, made before the clock starts, and the
// run itself, every shopper looping its journey until the time is up.

export type ShopperAccount = Omit<Shopper, "http" | "adminToken"> & {
  /** The loopback address the shopper connects from. */
  address: string;
  /** The bearer token from sign-up: for reading the shopper's own orders after a run. */
  token: string;
};

export type Credentials = { username: string; password: string };

export type RunResult = {
  steps: StepSummary[];
  requests: number;
  errors: number;
  /** Journeys that reached the end, and those a failed step cut short. */
  journeys: number;
  failedJourneys: number;
  /** Payment references of the orders the test card paid, as the shoppers saw them. */
  paidOrders: string[];
  /** Orders paid per shopper, in account order. */
  paidByShopper: number[];
  seconds: number;
};

export type AccountSettings = {
  /** Makes the usernames of this run unique (letters, digits, underscores). */
  prefix: string;
  /** Second byte of the shoppers' loopback addresses (127.<block>.x.y). */
  block: number;
  timeoutMs: number;
};

export type RunSettings = {
  baseUrl: string;
  accounts: readonly ShopperAccount[];
  catalogue: ShopCatalogue;
  durationSeconds: number;
  /** The admin whose token every `adminEvery`-th shopper also uses for the admin list. */
  admin: Credentials;
  adminEvery: number;
  timeoutMs: number;
  random?: Random;
};

const PASSWORD = "load-shopper-1";
/** Sign-ups (argon2 hashes) at a time, so that making the accounts does not swamp the server. */
const SIGNUPS_AT_ONCE = 5;
/** After a failed journey: a shopper does not retry at once (nor spin when the server is down). */
const PAUSE_AFTER_FAILURE_MS = 500;
/** Shoppers start within this many milliseconds, not all in the same instant. */
const STAGGER_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(http: ShopperHttp, account: Omit<ShopperAccount, "token" | "address">): Promise<string> {
  const [firstName, ...rest] = account.name.split(" ");
  const body = { username: account.username, email: account.email, firstName, lastName: rest.join(" "), phone: "+61 400 000 000", password: account.password, role: "customer" };
  const answer = await http.send("POST", "/auth/signup", { json: body });
  const token = (answer.body as { token?: unknown } | undefined)?.token;
  if (answer.status !== 201 || typeof token !== "string") throw new Error(`Sign-up of ${account.username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return token;
}

/** Signs up `count` customers through /auth/signup, each from its own address (the sign-up limit is per address). */
export async function createShopperAccounts(baseUrl: string, count: number, settings: AccountSettings): Promise<ShopperAccount[]> {
  const accounts: ShopperAccount[] = [];
  for (let first = 0; first < count; first += SIGNUPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGNUPS_AT_ONCE, count - first) }, async (_, offset) => {
      const index = first + offset;
      const username = `${settings.prefix}${index}`;
      const address = shopperAddress(index, settings.block);
      const account = { index, username, password: PASSWORD, email: `${username}@example.com`, name: `Load Shopper${index}`, country: PAYMENT_COUNTRIES[index % PAYMENT_COUNTRIES.length] };
      const http = shopperHttp(baseUrl, address, settings.timeoutMs);
      try {
        return { ...account, address, token: await signUp(http, account) };
      } finally {
        http.close();
      }
    });
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}

/** A bearer token for `credentials`, signed in from `http`'s address. */
export async function signIn(http: ShopperHttp, credentials: Credentials): Promise<string> {
  const answer = await http.send("POST", "/auth/login", { json: credentials });
  const token = (answer.body as { token?: unknown } | undefined)?.token;
  if (answer.status !== 200 || typeof token !== "string") throw new Error(`Sign-in of ${credentials.username} answered ${answer.status}`);
  return token;
}

/**
 * Every shopper loops its journey until `durationSeconds` have passed; a journey under way then
 * is finished, and every shopper makes at least one. A failed step is recorded and ends that
 * journey; the shopper starts the next one after a short pause.
 */
export async function runShoppers(settings: RunSettings): Promise<RunResult> {
  const random = settings.random ?? Math.random;
  const stats = stepStats();
  const shoppers: Shopper[] = [];
  for (const { address, token: _token, ...account } of settings.accounts) {
    const http = shopperHttp(settings.baseUrl, address, settings.timeoutMs);
    const adminToken = account.index % settings.adminEvery === 0 ? await signIn(http, settings.admin) : undefined;
    shoppers.push({ ...account, http, adminToken });
  }
  const paidOrders: string[] = [];
  const paidByShopper = shoppers.map(() => 0);
  let journeys = 0;
  let failedJourneys = 0;

  const started = performance.now();
  const deadline = started + settings.durationSeconds * 1000;
  try {
    await Promise.all(
      shoppers.map(async (shopper, position) => {
        await sleep(random() * Math.min(STAGGER_MS, settings.durationSeconds * 500));
        const onPaid = (paymentIntentId: string) => {
          paidOrders.push(paymentIntentId);
          paidByShopper[position]++;
        };
        do {
          try {
            await shopOnce({ shopper, catalogue: settings.catalogue, stats, random, onPaid });
            journeys++;
          } catch (error) {
            if (!(error instanceof StepFailed)) throw error;
            failedJourneys++;
            await sleep(PAUSE_AFTER_FAILURE_MS);
          }
        } while (performance.now() < deadline);
      }),
    );
  } finally {
    for (const shopper of shoppers) shopper.http.close();
  }
  const steps = stats.summaries();
  return {
    steps,
    requests: steps.reduce((sum, step) => sum + step.count, 0),
    errors: steps.reduce((sum, step) => sum + step.errors, 0),
    journeys,
    failedJourneys,
    paidOrders,
    paidByShopper,
    seconds: (performance.now() - started) / 1000,
  };
}

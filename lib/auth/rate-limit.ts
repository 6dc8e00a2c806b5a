import "server-only";
import { RateLimitedError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { countLoginLimited } from "@/lib/metrics/login";
import type { LoginAttemptStore } from "./attempt-store";
import { postgresAttemptStore } from "./attempt-store-postgres";
import { redisAttemptStore } from "./attempt-store-redis";

/**
 * Failed logins per 15-minute window. A client that guesses wrong too often is refused with
 * 429: per (username, address) after 5, per address after 20. The username alone is never
 * locked, since a stranger could then lock its owner out; past 10 failures from anywhere,
 * each further attempt at it is slowed down instead.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perUsernameAndIp: 5,
  perIp: 20,
  slowDownAfter: 10,
  slowDownStepMs: 250,
  slowDownMaxMs: 3000,
} as const;

/** Sign-ups allowed per address per hour (SIGNUP_LIMIT_PER_HOUR changes the number). */
export const SIGNUP_LIMIT = { windowMs: 60 * 60 * 1000, perIp: 10 } as const;

/**
 * The hourly sign-up limit in force: SIGNUP_LIMIT_PER_HOUR when it is a whole number from 1 to
 * 100 000 (a shop behind one office NAT, or a test server whose journeys each sign a shopper
 * up), else the default.
 */
export function signupsPerHour(env: Record<string, string | undefined> = process.env): number {
  return hourlyLimitSetting(env.SIGNUP_LIMIT_PER_HOUR, SIGNUP_LIMIT.perIp);
}

/** An hourly limit set in the environment: a whole number from 1 to 100 000, else `fallback`. */
export function hourlyLimitSetting(value: string | undefined, fallback: number): number {
  const configured = Number(value);
  return Number.isInteger(configured) && configured >= 1 && configured <= 100_000 ? configured : fallback;
}

const globalForRedis = globalThis as unknown as { shopLoginRedis?: LoginAttemptStore };

/** Redis when REDIS_URL is set (one client per process), else the database. */
export async function defaultAttemptStore(): Promise<LoginAttemptStore> {
  const url = process.env.REDIS_URL;
  if (!url) return postgresAttemptStore;
  if (!globalForRedis.shopLoginRedis) {
    const { default: Redis } = await import("ioredis");
    const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    client.on("error", (error) => log.error({ event: "redis.connection_error", store: "login-attempts", err: error }, "Redis connection error"));
    globalForRedis.shopLoginRedis = redisAttemptStore(client);
  }
  return globalForRedis.shopLoginRedis;
}

export const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const pairKey = (username: string, ip: string | undefined) =>
  `pair:${username.trim().toLowerCase()}|${ip ?? "unknown"}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** An attempt in progress: it counts as failed unless `succeeded()` is called. */
export type LoginAttempt = { succeeded(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 429 "Too many {what}. Try again in N minutes.{after}" with its Retry-After. */
export function tooMany(what: string, retryAfterMs: number, after = ""): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new RateLimitedError(
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}${after}.`,
    retryAfterMs / 1000,
  );
}

/**
 * Counts one under `key` in the hour's window; past `limit` the count is withdrawn again (a
 * refused request uses nothing up) and the answer says when the oldest one leaves the window.
 */
export async function countHourly(
  key: string,
  limit: number,
  store?: LoginAttemptStore,
): Promise<{ ok: boolean; retryAfterMs: number }> {
  const windowMs = 60 * 60 * 1000;
  const attempts = store ?? (await defaultAttemptStore());
  const { id, count, oldestAt } = await attempts.record(key, windowMs);
  if (count <= limit) return { ok: true, retryAfterMs: 0 };
  await attempts.withdraw(key, id);
  return { ok: false, retryAfterMs: oldestAt + windowMs - Date.now() };
}

/** An attempt counted under all its keys: to be withdrawn when it turns out not to count (it succeeded). */
export type CountedAttempt = { ok: true; withdraw(): Promise<void> } | { ok: false; retryAfterMs: number };

/**
 * Counts one attempt under every key at once, before the work it limits, so a burst sent
 * together cannot slip past. Past any key's limit it is withdrawn from all again (a refused
 * request uses nothing up) and the answer says when the fullest key frees a slot.
 */
export async function countAttempt(
  limits: readonly { key: string; limit: number }[],
  windowMs: number,
  store?: LoginAttemptStore,
): Promise<CountedAttempt> {
  const attempts = store ?? (await defaultAttemptStore());
  const recorded = await Promise.all(limits.map(async ({ key, limit }) => ({ key, limit, ...(await attempts.record(key, windowMs)) })));
  const withdraw = async () => {
    await Promise.all(recorded.map(({ key, id }) => attempts.withdraw(key, id)));
  };
  const exceeded = recorded.filter(({ count, limit }) => count > limit);
  if (exceeded.length === 0) return { ok: true, withdraw };
  await withdraw();
  return { ok: false, retryAfterMs: Math.max(...exceeded.map(({ oldestAt }) => oldestAt + windowMs - Date.now())) };
}

/**
 * Counts a login attempt before the password is checked, so a burst of parallel guesses
 * cannot slip past the limits while the hashes are being verified. Refused attempts are
 * withdrawn again: waiting out the window always works. Without an address (a call that did
 * not come through the server) all such calls share one "unknown" address.
 */
export async function beginLoginAttempt(
  username: string,
  ip: string | undefined,
  store?: LoginAttemptStore,
): Promise<LoginAttempt> {
  const attempts = store ?? (await defaultAttemptStore());
  const { windowMs } = LOGIN_LIMITS;
  const limited: { key: string; limit: number }[] = [
    { key: pairKey(username, ip), limit: LOGIN_LIMITS.perUsernameAndIp },
  ];
  if (ip) limited.push({ key: ipKey(ip), limit: LOGIN_LIMITS.perIp });
  const keys = [...limited.map(({ key }) => key), usernameKey(username)];

  const recorded = await Promise.all(
    keys.map(async (key) => ({ key, ...(await attempts.record(key, windowMs)) })),
  );
  const exceeded = limited
    .map(({ limit }, index) => ({ limit, ...recorded[index] }))
    .filter(({ count, limit }) => count > limit);
  if (exceeded.length > 0) {
    await Promise.all(recorded.map(({ key, id }) => attempts.withdraw(key, id)));
    const retryAfterMs = Math.max(...exceeded.map(({ oldestAt }) => oldestAt + windowMs - Date.now()));
    countLoginLimited();
    // Which limit, never the username or address: enough to see an attack, nothing to leak.
    log.warn(
      { event: "auth.login_limited", limits: exceeded.map(({ key }) => key.slice(0, key.indexOf(":"))), retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
      "Login attempts over the limit",
    );
    throw tooMany("failed login attempts", retryAfterMs);
  }
  const usernameFailures = recorded[recorded.length - 1].count - 1;
  const beyond = usernameFailures - LOGIN_LIMITS.slowDownAfter;
  if (beyond > 0) await sleep(Math.min(LOGIN_LIMITS.slowDownMaxMs, beyond * LOGIN_LIMITS.slowDownStepMs));

  return {
    async succeeded() {
      // This client's failures at this account are forgiven; the other counts just lose this attempt.
      const [pair, ...others] = recorded;
      await Promise.all([attempts.clear(pair.key), ...others.map(({ key, id }) => attempts.withdraw(key, id))]);
    },
  };
}

/** Counts a sign-up from an address; 429 past the hourly limit. Unknown addresses are not limited. */
export async function recordSignup(ip: string | undefined, store?: LoginAttemptStore): Promise<void> {
  if (!ip) return;
  const { ok, retryAfterMs } = await countHourly(`signup:${ip}`, signupsPerHour(), store);
  if (!ok) throw tooMany("sign-ups from this address", retryAfterMs);
}

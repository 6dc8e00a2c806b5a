import { RateLimitedError } from "@/lib/errors";
import type { LoginAttemptStore } from "./attempt-store";
import { postgresAttemptStore } from "./attempt-store-postgres";
import { redisAttemptStore } from "./attempt-store-redis";

/** Failed logins allowed per window before further attempts are refused with 429. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 20 } as const;

const globalForRedis = globalThis as unknown as { shopLoginRedis?: LoginAttemptStore };

/** Redis when REDIS_URL is set (one client per process), else the database. */
export async function defaultAttemptStore(): Promise<LoginAttemptStore> {
  const url = process.env.REDIS_URL;
  if (!url) return postgresAttemptStore;
  if (!globalForRedis.shopLoginRedis) {
    const { default: Redis } = await import("ioredis");
    const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    client.on("error", (error) => console.error("Redis connection error", error.message));
    globalForRedis.shopLoginRedis = redisAttemptStore(client);
  }
  return globalForRedis.shopLoginRedis;
}

export const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** An attempt in progress: it counts as failed unless `succeeded()` is called. */
export type LoginAttempt = { succeeded(): Promise<void> };

/**
 * Counts a login attempt before the password is checked, so a burst of parallel guesses
 * cannot slip past the limit while the hashes are being verified. Refused attempts are
 * withdrawn again: waiting out the window always works.
 */
export async function beginLoginAttempt(
  username: string,
  ip: string | undefined,
  store?: LoginAttemptStore,
): Promise<LoginAttempt> {
  const attempts = store ?? (await defaultAttemptStore());
  const { windowMs } = LOGIN_LIMITS;
  const limits: { key: string; limit: number }[] = [
    { key: usernameKey(username), limit: LOGIN_LIMITS.perUsername },
  ];
  if (ip) limits.push({ key: ipKey(ip), limit: LOGIN_LIMITS.perIp });

  const recorded = await Promise.all(
    limits.map(async ({ key, limit }) => ({ key, limit, ...(await attempts.record(key, windowMs)) })),
  );
  const exceeded = recorded.filter(({ count, limit }) => count > limit);
  if (exceeded.length > 0) {
    await Promise.all(recorded.map(({ key, id }) => attempts.withdraw(key, id)));
    const retryAfterMs = Math.max(...exceeded.map(({ oldestAt }) => oldestAt + windowMs - Date.now()));
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new RateLimitedError(
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      retryAfterMs / 1000,
    );
  }

  return {
    async succeeded() {
      // The account's failures are forgiven; the address keeps its earlier ones, just not this one.
      const [user, ...others] = recorded;
      await Promise.all([
        attempts.clear(user.key),
        ...others.map(({ key, id }) => attempts.withdraw(key, id)),
      ]);
    },
  };
}

import "server-only";
import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import { ServiceUnavailableError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import type { LoginAttemptStore } from "./attempt-store";

const redisKey = (key: string) => `shop:login-attempts:${key}`;

/** The few commands the store needs, so tests can hand in a fake. */
export type RedisLike = Pick<Redis, "multi" | "zrem" | "del">;

async function run<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    log.error({ event: "redis.failed", store: "login-attempts", err: error }, "Redis login-attempt store failed");
    throw new ServiceUnavailableError("Sign-in is temporarily unavailable; please try again shortly");
  }
}

/**
 * Login attempts in Redis (when REDIS_URL is set): one sorted set per key, scored by time,
 * trimmed to the window and expiring with it. One MULTI makes record-and-count atomic.
 */
export function redisAttemptStore(redis: RedisLike): LoginAttemptStore {
  return {
    record: (key, windowMs) =>
      run(async () => {
        const now = Date.now();
        const id = randomUUID();
        const result = await redis
          .multi()
          .zremrangebyscore(redisKey(key), "-inf", now - windowMs)
          .zadd(redisKey(key), now, id)
          .zcard(redisKey(key))
          .zrange(redisKey(key), 0, 0, "WITHSCORES")
          .pexpire(redisKey(key), windowMs)
          .exec();
        if (!result) throw new Error("Redis transaction was aborted");
        const failed = result.find(([error]) => error);
        if (failed) throw failed[0];
        const count = Number(result[2][1]);
        const oldest = result[3][1] as string[];
        return { id, count, oldestAt: Number(oldest[1] ?? now) };
      }),
    withdraw: (key, id) => run(async () => void (await redis.zrem(redisKey(key), id))),
    clear: (key) => run(async () => void (await redis.del(redisKey(key)))),
  };
}

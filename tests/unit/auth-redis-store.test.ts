/** @jest-environment node */
import { redisAttemptStore, type RedisLike } from "@/lib/auth/attempt-store-redis";
import { beginLoginAttempt, LOGIN_LIMITS } from "@/lib/auth/rate-limit";

/** Just enough of a Redis sorted set for the store's MULTI. */
function fakeRedis() {
  const sets = new Map<string, Map<string, number>>();
  const set = (key: string) => sets.get(key) ?? sets.set(key, new Map()).get(key)!;
  const multi = () => {
    const steps: (() => unknown)[] = [];
    const chain = {
      zremrangebyscore(key: string, _min: string, max: number) {
        steps.push(() => {
          for (const [member, score] of set(key)) if (score <= max) set(key).delete(member);
          return 0;
        });
        return chain;
      },
      zadd(key: string, score: number, member: string) {
        steps.push(() => set(key).set(member, score));
        return chain;
      },
      zcard(key: string) {
        steps.push(() => set(key).size);
        return chain;
      },
      zrange(key: string) {
        steps.push(() => {
          const [first] = [...set(key)].sort((a, b) => a[1] - b[1]);
          return first ? [first[0], String(first[1])] : [];
        });
        return chain;
      },
      pexpire() {
        steps.push(() => 1);
        return chain;
      },
      async exec() {
        return steps.map((step) => [null, step()]);
      },
    };
    return chain;
  };
  const redis = {
    multi,
    zrem: async (key: string, member: string) => Number(set(key).delete(member)),
    del: async (key: string) => Number(sets.delete(key)),
  };
  return { redis: redis as unknown as RedisLike, sets };
}

describe("the Redis login-attempt store", () => {
  it("counts attempts per key and refuses past the limit with 429", async () => {
    const { redis } = fakeRedis();
    const store = redisAttemptStore(redis);
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndIp; i++) await beginLoginAttempt("bob", "192.0.2.1", store);
    await expect(beginLoginAttempt("BOB", "192.0.2.1", store)).rejects.toMatchObject({ status: 429 });
    await expect(beginLoginAttempt("bob", "192.0.2.2", store)).resolves.toBeDefined();
    await expect(beginLoginAttempt("carol", "192.0.2.1", store)).resolves.toBeDefined();
  });

  it("forgives the username after a success and withdraws refused attempts", async () => {
    const { redis, sets } = fakeRedis();
    const store = redisAttemptStore(redis);
    const first = await beginLoginAttempt("dana", undefined, store);
    await beginLoginAttempt("dana", undefined, store);
    await first.succeeded();
    expect(sets.has("shop:login-attempts:pair:dana|unknown")).toBe(false);
  });

  it("answers 503 when Redis fails, never 500", async () => {
    const broken = {
      multi: () => ({
        zremrangebyscore: () => {
          throw new Error("ECONNREFUSED");
        },
      }),
    } as unknown as RedisLike;
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    await expect(beginLoginAttempt("erin", undefined, redisAttemptStore(broken))).rejects.toMatchObject({
      status: 503,
    });
    logged.mockRestore();
  });
});

import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import type { LoginAttemptStore } from "./attempt-store";

const windowStart = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;

/** No limit counts over more than a day: rows older than that, of any key, are swept. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** Login attempts in the `login_attempts` table (the default store). */
export const postgresAttemptStore: LoginAttemptStore = {
  async record(key, windowMs) {
    const db = await getDb();
    // This key's expired rows go first, and any key's older than a day. Only this key's: other
    // keys are counted over other windows (15 minutes for sign-ins, an hour for sign-ups), so
    // this window would forget attempts theirs still counts.
    await db
      .delete(loginAttempts)
      .where(
        or(
          and(eq(loginAttempts.key, key), lt(loginAttempts.attemptedAt, windowStart(windowMs))),
          lt(loginAttempts.attemptedAt, windowStart(Math.max(windowMs, KEPT_MS))),
        ),
      );
    const [inserted] = await db.insert(loginAttempts).values({ key }).returning({ id: loginAttempts.id });
    const [stats] = await db
      .select({
        count: sql<number>`count(*)::int`,
        oldestAt: sql<string>`(extract(epoch from min(${loginAttempts.attemptedAt})) * 1000)::bigint::text`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), sql`${loginAttempts.attemptedAt} >= ${windowStart(windowMs)}`));
    return { id: String(inserted.id), count: Number(stats.count), oldestAt: Number(stats.oldestAt) };
  },

  async withdraw(key, id) {
    const db = await getDb();
    await db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), eq(loginAttempts.id, Number(id))));
  },

  async clear(key) {
    const db = await getDb();
    await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  },
};

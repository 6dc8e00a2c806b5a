import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import type { LoginAttemptStore } from "./attempt-store";

const windowStart = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;

/** Login attempts in the `login_attempts` table (the default store). */
export const postgresAttemptStore: LoginAttemptStore = {
  async record(key, windowMs) {
    const db = await getDb();
    // Expired rows (of any key) go first: the table never holds more than one window of attempts.
    await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart(windowMs)));
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

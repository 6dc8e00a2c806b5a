import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

/**
 * Notes that the user's cart changed (a line added, changed or removed; a merge; a payment
 * emptying it), in the caller's transaction: a cart reminder waits for this moment to be old
 * enough, and one reminder is sent per such moment. Kept to the millisecond, the precision the
 * reminder job's key and payload carry it with (JavaScript dates).
 */
export async function markCartChanged(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ cartChangedAt: sql`date_trunc('milliseconds', now())` })
    .where(eq(users.id, userId));
}

import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { userPasskeys, userTotp } from "@/db/schema";
import { isStaffRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/users/types";

/**
 * STAFF_TWO_STEP_REQUIRED: whether admins and sellers must have two-step sign-in before they
 * use the admin. "0"/"false"/"off" or "1"/"true"/"on"; unset, it is on everywhere but the
 * embedded demo (no DATABASE_URL), whose documented admin / admin1234 must keep working.
 */
export function staffTwoStepRequired(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.STAFF_TWO_STEP_REQUIRED?.trim().toLowerCase();
  if (value === "0" || value === "false" || value === "off") return false;
  if (value === "1" || value === "true" || value === "on") return true;
  return Boolean(env.DATABASE_URL);
}

/** Whether the user has an authenticator app turned on or a passkey. */
export async function hasSecondStep(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = rowsOf<{ has: boolean }>(
    await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.enabledAt} IS NOT NULL)
        OR EXISTS (SELECT 1 FROM ${userPasskeys} WHERE ${userPasskeys.userId} = ${userId}) AS has`),
  );
  return row?.has === true;
}

/**
 * The one check of the staff requirement: true when the shop requires two-step sign-in for
 * staff, the user is an admin or a seller, and they have set up neither an app nor a passkey.
 * Such a user may sign in, but the admin sends them to set it up (pages) or refuses (403, calls).
 */
export async function staffSecondStepMissing(user: Pick<SessionUser, "id" | "role">): Promise<boolean> {
  if (!isStaffRole(user.role) || !staffTwoStepRequired()) return false;
  return !(await hasSecondStep(user.id));
}

/** Where an admin page sends such a user: the profile's two-step section, which says why. */
export const TWO_STEP_SETUP_PATH = "/profile#two-step";

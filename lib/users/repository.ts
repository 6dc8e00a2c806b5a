import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { PublicUser } from "./types";

/**
 * The columns any response may carry. Selecting them explicitly (never `select()` of the
 * whole row) is what keeps the password hash out of every answer.
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
};

export async function listUsers(): Promise<PublicUser[]> {
  const db = await getDb();
  return db.select(publicUserColumns).from(users).orderBy(asc(users.id));
}

/** Usernames are unique regardless of case, so lookups ignore case too. */
export async function findUserByUsername(username: string): Promise<PublicUser | undefined> {
  const db = await getDb();
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

export async function findUserById(id: number): Promise<PublicUser | undefined> {
  const db = await getDb();
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The one read that includes the hash: only the login check may call it. */
export async function findCredentials(
  username: string,
): Promise<(PublicUser & { passwordHash: string }) | undefined> {
  const db = await getDb();
  const [user] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

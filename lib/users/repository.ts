import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { users, userSessions } from "@/db/schema";
import type { PublicUser, SessionSubject } from "./types";

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

/** The public columns and the session version, for issuing and checking tokens. */
export const sessionSubjectColumns = { ...publicUserColumns, sessionVersion: users.sessionVersion };

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

/** The user a session token names, with the session version the token must match. */
export async function findSessionSubject(id: number): Promise<SessionSubject | undefined> {
  const db = await getDb();
  const [user] = await db.select(sessionSubjectColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The user a session token names, in one read with its device's session row: undefined when
 * the user is gone or the row is ended, missing or another user's. `stale` says the row's
 * "last seen" is older than `touchAfterMs`, so the guard knows whether to write it.
 */
export async function findOpenSessionSubject(
  id: number,
  sessionId: string,
  touchAfterMs: number,
): Promise<(SessionSubject & { stale: boolean }) | undefined> {
  const db = await getDb();
  const [user] = await db
    .select({
      ...sessionSubjectColumns,
      stale: sql<boolean>`${userSessions.lastSeenAt} < now() - make_interval(secs => ${touchAfterMs / 1000})`,
    })
    .from(users)
    .innerJoin(
      userSessions,
      and(eq(userSessions.userId, users.id), eq(userSessions.id, sessionId), isNull(userSessions.endedAt)),
    )
    .where(eq(users.id, id))
    .limit(1);
  return user;
}

/** Stores a new password hash and raises the session version (in the caller's transaction); the user as now. */
export async function changePasswordHash(
  id: number,
  passwordHash: string,
  tx?: Db,
): Promise<SessionSubject | undefined> {
  const db = tx ?? (await getDb());
  const [user] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(sessionSubjectColumns);
  return user;
}

/** The one read that includes the hash: only the login check may call it. */
export async function findCredentials(
  username: string,
): Promise<(SessionSubject & { passwordHash: string }) | undefined> {
  const db = await getDb();
  const [user] = await db
    .select({ ...sessionSubjectColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

/** Changes a user's names and phone (the e-mail has its own confirmed change); the user as now. */
export async function updateProfile(
  id: number,
  changes: { firstName?: string; lastName?: string; phone?: string },
): Promise<PublicUser | undefined> {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return user;
}

import "server-only";
import Bowser from "bowser";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userSessions } from "@/db/schema";
import { endSession } from "@/lib/auth/user-sessions";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { countryName } from "@/lib/location/countries";
import { UNKNOWN_PLACE, type Device, type EndedSessions } from "./contract";
import { endAccountAccess } from "./end-access";

export const SESSION_NOT_FOUND = "No such signed-in device";

/** "Firefox on Windows" from a User-Agent; bowser knows the names, nothing leaves the server. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name || "Unknown browser";
  return os.name ? `${browserName} on ${os.name}` : browserName;
}

/** The user's signed-in devices, the most recently seen first; `currentSessionId` is marked. */
export async function listDevices(userId: number, currentSessionId: string): Promise<Device[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    place: row.country ? countryName(row.country) : UNKNOWN_PLACE,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Signs one other device out: its token stops working at once. 404 for a session that is not
 * the user's open one (another user's looks the same as none); 400 for this very device, which
 * logs out instead (so its cookie is cleared too).
 */
export async function signOutDevice(userId: number, currentSessionId: string, sessionId: string): Promise<EndedSessions> {
  if (sessionId === currentSessionId) throw new BadRequestError("id: This is the device you are using; log out instead");
  if (!(await endSession(await getDb(), userId, sessionId))) throw new NotFoundError(SESSION_NOT_FOUND);
  return { ended: 1 };
}

/**
 * "Sign out all other devices": every other session ends, and so does every pending mailed link
 * (someone else signed in may have asked one). This device stays signed in.
 */
export async function signOutOtherDevices(userId: number, currentSessionId: string): Promise<EndedSessions> {
  const db = await getDb();
  return db.transaction(async (tx) => ({ ended: await endAccountAccess(tx, userId, currentSessionId) }));
}

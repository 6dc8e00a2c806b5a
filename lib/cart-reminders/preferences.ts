import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { UNSUBSCRIBE_LINK_INVALID, type CartReminderPreference } from "./contract";
import { userOfUnsubscribeToken } from "./links";

/** Whether the user wants cart reminders (the profile's checkbox). */
export async function cartRemindersEnabled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ off: users.cartRemindersOff }).from(users).where(eq(users.id, userId));
  return user ? !user.off : false;
}

/** Turns the user's cart reminders on or off; 404 when the account is gone. */
export async function setCartReminders(userId: number, enabled: boolean): Promise<CartReminderPreference> {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ cartRemindersOff: !enabled })
    .where(eq(users.id, userId))
    .returning({ off: users.cartRemindersOff });
  if (!user) throw new NotFoundError("User not found");
  return { enabled: !user.off };
}

/**
 * Turns reminders off for the user an unsubscribe link names, without signing in. Any number of
 * times: a second click (or the mail program's one-click and then the page) changes nothing more.
 * A link that is not ours, or whose account is gone, is a 400.
 */
export async function unsubscribeByToken(token: string): Promise<CartReminderPreference> {
  const userId = userOfUnsubscribeToken(token);
  if (userId === null) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
  try {
    return await setCartReminders(userId, false);
  } catch (error) {
    if (error instanceof NotFoundError) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
    throw error;
  }
}

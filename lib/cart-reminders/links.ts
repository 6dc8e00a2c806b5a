import "server-only";
import { signatureMatches, signMessage } from "@/lib/crypto/signature";
import { INT4_MAX } from "@/lib/http/parse";
import { siteUrl } from "@/lib/site";
import { CART_REMINDERS_UNSUBSCRIBE_PATH, RETURN_TO_CART_PATH, UNSUBSCRIBE_PAGE_PATH } from "./contract";

// The links a cart reminder carries. The unsubscribe token is the user's id signed for that one
// purpose ("42.<signature>"): it turns reminders off without signing in, can be made for no other
// user or use, and never expires (an old reminder's link must still work). Nothing is stored.

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;
const message = (userId: number) => `cart-reminders-off:${userId}`;

export function unsubscribeToken(userId: number): string {
  return `${userId}.${signMessage(message(userId))}`;
}

/** The user an unsubscribe token was made for, or null when it is malformed or its signature is not ours. */
export function userOfUnsubscribeToken(token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  // "007" names user 7 too, but only the spelling that was signed is a token.
  if (userId < 1 || userId > INT4_MAX || String(userId) !== match[1]) return null;
  return signatureMatches(message(userId), match[2]) ? userId : null;
}

const withToken = (path: string, userId: number) =>
  `${siteUrl()}${path}?${new URLSearchParams({ token: unsubscribeToken(userId) })}`;

/** The page the mail's unsubscribe link opens (it asks before it acts). */
export const unsubscribePageUrl = (userId: number) => withToken(UNSUBSCRIBE_PAGE_PATH, userId);

/** The address of the List-Unsubscribe header: a mail program's one-click POST turns reminders off. */
export const oneClickUnsubscribeUrl = (userId: number) => withToken(CART_REMINDERS_UNSUBSCRIBE_PATH, userId);

/** "Return to your cart", absolute. */
export const returnToCartUrl = () => `${siteUrl()}${RETURN_TO_CART_PATH}`;

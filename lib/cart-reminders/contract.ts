import { z } from "zod";

// Cart reminders as the browser and the route handlers share them: the calls, their bodies and
// answers, and the texts a shopper reads (no server imports).

/** PUT /api/account/cart-reminders: the signed-in shopper's choice; answered as it is now. */
export const CART_REMINDERS_PATH = "/api/account/cart-reminders";
/** POST (one click, RFC 8058) turns reminders off; GET opens the page that asks first. */
export const CART_REMINDERS_UNSUBSCRIBE_PATH = "/api/account/cart-reminders/unsubscribe";
/** The page a reminder's unsubscribe link opens: it asks for one click (mail scanners open links). */
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
/** The reminder's "Return to your cart": the cart when signed in, else the sign-in page and then the cart. */
export const RETURN_TO_CART_PATH = "/auth/return-to-cart";

export const cartReminderPreferenceSchema = z.strictObject({ enabled: z.boolean() });
export type CartReminderPreference = z.output<typeof cartReminderPreferenceSchema>;

/** The unsubscribe calls carry the link's token in the address, as a mail program's one click sends it. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, "token is required").max(200) });

/** What the page says of an unsubscribe link that was cut short, changed or signed by another shop. */
export const UNSUBSCRIBE_LINK_BROKEN =
  "This unsubscribe link is invalid. You can turn cart reminders off in your profile.";
/** The calls' 400 detail for such a link. */
export const UNSUBSCRIBE_LINK_INVALID = `token: ${UNSUBSCRIBE_LINK_BROKEN}`;

export const CART_REMINDER_CHECKBOX_LABEL = "Email me a reminder about items left in my cart";

/** An order paid this many days after a reminder to its buyer counts as revenue after reminders (dashboard). */
export const REMINDER_REVENUE_DAYS = 7;

import { randomBytes } from "node:crypto";

/**
 * A free order's payment reference and the secret its checkout is proven by: the shapes of a
 * provider's (`pi_…`, and `…_secret_…`), so the shipping, status and order pages take them as
 * they take any, but made by the shop: no provider ever sees them.
 */
export function freeOrderReference(): { paymentIntentId: string; clientSecret: string } {
  const paymentIntentId = `pi_free_${randomBytes(12).toString("hex")}`;
  return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomBytes(16).toString("hex")}` };
}

import { requireUser } from "@/lib/auth/session";
import { cartReminderPreferenceSchema } from "@/lib/cart-reminders/contract";
import { setCartReminders } from "@/lib/cart-reminders/preferences";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/** PUT /api/account/cart-reminders: { enabled } -> { enabled }, the signed-in shopper's choice. */
export const PUT = handle(
  async (request) => {
    const user = await requireUser(request);
    const { enabled } = await parseBody(request, cartReminderPreferenceSchema);
    return setCartReminders(user.id, enabled);
  },
  { private: true },
);

import { attachPastGuestOrders, guestOrdersSummary } from "@/lib/accounts/guest-orders";
import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

/** GET /api/account/guest-orders -> { verified, count }: past guest orders placed with the user's address. */
export const GET = handle(async (request) => guestOrdersSummary((await requireUser(request)).id), {
  private: true,
});

/** POST /api/account/guest-orders -> { attached }: attaches them; 403 until the address is verified. */
export const POST = handle(async (request) => attachPastGuestOrders((await requireUser(request)).id), {
  private: true,
});

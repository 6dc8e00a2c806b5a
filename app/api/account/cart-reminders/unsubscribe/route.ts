import {
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_PAGE_PATH,
  unsubscribeQuerySchema,
} from "@/lib/cart-reminders/contract";
import { userOfUnsubscribeToken } from "@/lib/cart-reminders/links";
import { unsubscribeByToken } from "@/lib/cart-reminders/preferences";
import { BadRequestError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

// The address of a cart reminder's List-Unsubscribe header. The token in it is the credential
// (no session, no cookie), so a request from anywhere may use it: a mail provider's one click
// comes from its own servers.

/**
 * GET ?token=: a mail program that opens the address instead of posting to it lands on the page
 * that asks first (303); changes nothing, as mail scanners fetch links too.
 */
export const GET = handle(
  async (request) => {
    const { token } = parseQuery(request, unsubscribeQuerySchema);
    if (userOfUnsubscribeToken(token) === null) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
    const location = `${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token })}`;
    return new Response(null, { status: 303, headers: { Location: location } });
  },
  { private: true },
);

/**
 * POST ?token= -> { enabled: false }: turns the shopper's cart reminders off (RFC 8058 one click,
 * whose body "List-Unsubscribe=One-Click" is not read; and the page's button).
 */
export const POST = handle(
  async (request) => unsubscribeByToken(parseQuery(request, unsubscribeQuerySchema).token),
  { private: true },
);

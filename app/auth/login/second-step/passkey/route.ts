import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { ticketBodySchema } from "@/lib/two-step/contract";
import { passkeyOptionsForTicket } from "@/lib/two-step/sign-in";

/** POST /auth/login/second-step/passkey: { ticket } -> { challengeId, options } for the account's passkeys. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { ticket } = await parseBody(request, ticketBodySchema);
    return passkeyOptionsForTicket(ticket);
  },
  { private: true },
);

import { listDevices, signOutOtherDevices } from "@/lib/accounts/sessions";
import { requireSession } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

/** GET /api/account/sessions: the signed-in devices of the user, this one marked `current`. */
export const GET = handle(
  async (request) => {
    const { user, sessionId } = await requireSession(request);
    return listDevices(user.id, sessionId);
  },
  { private: true },
);

/** DELETE /api/account/sessions: signs out every other device (and ends pending mailed links) -> { ended }. */
export const DELETE = handle(
  async (request) => {
    const { user, sessionId } = await requireSession(request);
    return signOutOtherDevices(user.id, sessionId);
  },
  { private: true },
);

import { clientIp } from "@/lib/http/client-ip";
import { changePassword } from "@/lib/auth/password-change";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { requireSession } from "@/lib/auth/session";
import { sessionResponse } from "@/lib/auth/session-response";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/**
 * PUT /auth/password: { currentPassword, newPassword, remember? } -> { role, username, token }
 * with a new session cookie for this same device; every earlier token of the user stops
 * working, every other device is signed out and every pending mailed link ends.
 */
export const PUT = handle(
  async (request) => {
    const { user, sessionId } = await requireSession(request);
    const input = await parseBody(request, passwordChangeSchema);
    const changed = await changePassword(user, input, clientIp(request.headers), sessionId);
    return sessionResponse(changed, input.remember, 200, { sessionId });
  },
  { private: true },
);

import { clientIp } from "@/lib/http/client-ip";
import { changePassword } from "@/lib/auth/password-change";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { sessionResponse } from "@/lib/auth/session-response";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/**
 * PUT /auth/password: { currentPassword, newPassword, remember? } -> { role, username, token }
 * with a new session cookie; every earlier token of the user stops working.
 */
export const PUT = handle(
  async (request) => {
    const user = await requireUser(request);
    const input = await parseBody(request, passwordChangeSchema);
    const changed = await changePassword(user, input, clientIp(request.headers));
    return sessionResponse(changed, input.remember);
  },
  { private: true },
);

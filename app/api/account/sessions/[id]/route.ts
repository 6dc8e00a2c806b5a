import { sessionParamsSchema } from "@/lib/accounts/contract";
import { signOutDevice } from "@/lib/accounts/sessions";
import { requireSession } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";

/** DELETE /api/account/sessions/{id}: signs out one other device -> { ended: 1 }; 404 when not the user's. */
export const DELETE = handle<{ id: string }>(
  async (request, params) => {
    const { user, sessionId } = await requireSession(request);
    const { id } = parseParams(params, sessionParamsSchema);
    return signOutDevice(user.id, sessionId, id);
  },
  { private: true },
);

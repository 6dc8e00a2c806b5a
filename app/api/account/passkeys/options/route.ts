import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { passkeyRegistrationOptions } from "@/lib/two-step/passkeys";

/** POST /api/account/passkeys/options -> { challengeId, options } for navigator.credentials.create. */
export const POST = handle(async (request) => passkeyRegistrationOptions(await requireUser(request)), {
  private: true,
});

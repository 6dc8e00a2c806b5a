import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { passkeySignInOptions } from "@/lib/two-step/passkeys";

/** POST /auth/passkey/options -> { challengeId, options }: a usernameless passkey sign-in's challenge. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    return passkeySignInOptions(null);
  },
  { private: true },
);

import { requireUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { turnOffTotp } from "@/lib/two-step/account";
import { totpDisableSchema } from "@/lib/two-step/contract";
import { startTotpSetup } from "@/lib/two-step/totp";

/** POST /api/account/two-step/totp -> { secret, otpauthUrl, qrDataUrl }: a new app secret, on once confirmed; 409 when on. */
export const POST = handle(async (request) => startTotpSetup(await requireUser(request)), { private: true });

/** DELETE /api/account/two-step/totp: { password } or { code } -> 204; the app and its recovery codes are off. */
export const DELETE = handle(
  async (request) => {
    const user = await requireUser(request);
    const proof = await parseBody(request, totpDisableSchema);
    await turnOffTotp(user, proof, clientIp(request.headers));
    return new Response(null, { status: 204 });
  },
  { private: true },
);

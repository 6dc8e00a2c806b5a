import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { forgotPasswordSchema, RESET_REQUESTED } from "@/lib/accounts/contract";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/forgot-password: { identifier } (e-mail or username) -> 202 { detail }, the same whether or not it has an account. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const { identifier } = await parseBody(request, forgotPasswordSchema);
    await requestPasswordReset(identifier, clientIp(request.headers));
    return Response.json({ detail: RESET_REQUESTED }, { status: 202 });
  },
  { private: true },
);

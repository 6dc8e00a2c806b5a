import { emailChangeSchema } from "@/lib/accounts/contract";
import { requestEmailChange } from "@/lib/accounts/email-change";
import { requireUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/email-change: { newEmail, currentPassword } -> 202 { sentTo }: a link goes to the new address. */
export const POST = handle(
  async (request) => {
    assertSameOrigin(request);
    const user = await requireUser(request);
    const input = await parseBody(request, emailChangeSchema);
    return Response.json(await requestEmailChange(user, input, clientIp(request.headers)), { status: 202 });
  },
  { private: true },
);

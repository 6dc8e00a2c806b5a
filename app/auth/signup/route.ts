import { signupSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-response";
import { signUp } from "@/lib/auth/signup";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";

/** POST /auth/signup: creates a customer and signs them in -> 201 { role, username, token } and the session cookie. */
export const POST = handle(async (request) => {
  assertSameOrigin(request);
  const user = await signUp(await parseBody(request, signupSchema));
  return sessionResponse(user, true, 201);
});

import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { asJsonError, refusedNextAuthInput } from "@/lib/auth/next-auth-guard";
import { authOptions } from "@/lib/auth/options";
import { keepRememberChoice } from "@/lib/auth/remember-choice";
import { PRIVATE_NO_STORE } from "@/lib/http/handler";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

const nextAuthHandler = NextAuth(authOptions) as (
  request: NextRequest,
  context: NextAuthContext,
) => Promise<Response>;

/** next-auth's own routes (session, csrf), keeping the "Remember me" choice, never cached. */
async function authRoute(request: NextRequest, context: NextAuthContext): Promise<Response> {
  const response =
    (await refusedNextAuthInput(request)) ??
    (await asJsonError(await keepRememberChoice(await nextAuthHandler(request, context))));
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { authRoute as GET, authRoute as POST };

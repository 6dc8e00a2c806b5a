import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { keepRememberChoice } from "@/lib/auth/remember-choice";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

const nextAuthHandler = NextAuth(authOptions) as (
  request: NextRequest,
  context: NextAuthContext,
) => Promise<Response>;

/** next-auth's own routes (session, csrf, credentials callback), keeping the "Remember me" choice. */
async function authRoute(request: NextRequest, context: NextAuthContext): Promise<Response> {
  return keepRememberChoice(await nextAuthHandler(request, context));
}

export { authRoute as GET, authRoute as POST };

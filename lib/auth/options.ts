import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/lib/errors";
import { clientIp } from "./client-ip";
import { SESSION_MAX_AGE_SECONDS, usesSecureCookies } from "./config";
import { logIn } from "./login";
import { loginSchema } from "./schemas";
import { toTokenPayload } from "./token";

/**
 * next-auth configuration: credentials checked by the same `logIn` as POST /auth/login (so
 * the same rate limits apply), JWT sessions in the `next-auth.session-token` cookie that
 * /auth/login also sets. The shop's own forms use /auth/login; next-auth's routes serve
 * `getServerSession`, `useSession` and the session refresh.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  // A getter: read per request, after the start script has set SITE_URL / NEXTAUTH_URL.
  get useSecureCookies() {
    return usesSecureCookies();
  },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
        remember: { label: "Remember me", type: "checkbox" },
      },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse({
          username: credentials?.username,
          password: credentials?.password,
          remember: credentials?.remember !== "false",
        });
        if (!parsed.success) return null;
        const forwarded = request.headers?.["x-forwarded-for"];
        const ip = clientIp(
          new Headers(typeof forwarded === "string" ? { "x-forwarded-for": forwarded } : {}),
        );
        try {
          const user = await logIn({ ...parsed.data, ip });
          return {
            id: String(user.id),
            username: user.username,
            role: user.role,
            remember: parsed.data.remember,
          };
        } catch (error) {
          // next-auth reports a thrown message as the sign-in error; 401 stays a plain "no".
          if (error instanceof AppError && error.status === 401) return null;
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (!user) return token;
      return {
        ...token,
        ...toTokenPayload({
          userId: Number(user.id),
          username: user.username,
          role: user.role,
          remember: user.remember,
        }),
      };
    },
    session({ session, token }) {
      if (!token.sub || !token.username || !token.role) return { expires: session.expires };
      return { ...session, user: { id: Number(token.sub), username: token.username, role: token.role } };
    },
  },
};

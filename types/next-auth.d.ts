import type { Role } from "@/lib/users/types";

// What our next-auth session and JWT carry (lib/auth/options.ts, lib/auth/token.ts).

declare module "next-auth" {
  interface Session {
    /** Who is signed in, for display. Access decisions re-read the user on the server. */
    user?: { id: number; username: string; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    username?: string;
    role?: Role;
    remember?: boolean;
    /** The user's session version when the token was issued. */
    ver?: number;
  }
}

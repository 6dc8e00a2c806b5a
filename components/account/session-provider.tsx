"use client";

import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { CartSync } from "@/components/cart/cart-sync";

/**
 * Client context for accounts and the cart: next-auth's session (so `useSession()` works
 * anywhere) and the cart's app-wide refresh. Mount inside the TanStack Query provider; pass
 * the server's `getServerSession(authOptions)` so the header knows who is signed in at once.
 */
export function AccountProviders({ children, session }: { children: ReactNode; session?: Session | null }) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <CartSync />
      {children}
    </SessionProvider>
  );
}

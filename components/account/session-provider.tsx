"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { CartSync } from "@/components/cart/cart-sync";

/**
 * Client context for accounts and the cart: next-auth's session (so `useSession()` works
 * anywhere), read by the browser after the page loads so pages stay the same for everyone,
 * and the cart's app-wide refresh. Mount inside the TanStack Query provider.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus>
      <CartSync />
      {children}
    </SessionProvider>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useCart } from "@/components/cart/use-cart";
import { logOut } from "./account-api";
import { announceSessionChanged } from "./session-sync";

/**
 * Logs out (DELETE /auth/logout), then forgets the cart and cached data and goes home.
 * A failed logout is only logged: the visitor stays signed in.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { clear } = useCart();
  return useCallback(async () => {
    try {
      await logOut();
    } catch (error) {
      console.error("Logout failed", error);
      return;
    }
    await clear();
    queryClient.removeQueries({ type: "inactive" });
    announceSessionChanged();
    router.push("/");
    router.refresh();
  }, [clear, queryClient, router]);
}

"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { mergeGuestCartIntoAccount } from "@/components/cart/merge-guest-cart";
import { announceSessionChanged } from "./session-sync";

/**
 * What follows a successful login or signup (the session cookie is already set): the
 * signed-out cart joins the account's cart, every tab learns who is signed in, and the
 * visitor goes back to the page that asked for login, or home.
 */
export function useCompleteSignIn(callbackUrl: string | undefined): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await mergeGuestCartIntoAccount();
    } catch (error) {
      console.error("Could not merge the cart into the account", error);
      toast.error("Your cart could not be added to your account. Its items are still saved in this browser.");
    }
    announceSessionChanged();
    router.push(safeCallbackUrl(callbackUrl));
    router.refresh();
  }, [callbackUrl, router]);
}

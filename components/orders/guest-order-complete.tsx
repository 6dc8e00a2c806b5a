"use client";

import Link from "next/link";
import { useEffect, type ReactNode } from "react";
import { announceCartUpdated } from "@/components/cart/cart-events";
import { clearGuestCart } from "@/components/cart/guest-storage";
import { buttonClasses } from "@/components/ui/button";

/**
 * A paid guest order's page: the browser's cart was what it bought, so it is emptied (a signed-in
 * cart is emptied on the server), and 'Create an account' takes the order's link to sign-up, where
 * the order joins the new account.
 */
export function GuestOrderComplete({ guestLink, continueShopping }: { guestLink: string; continueShopping: ReactNode }) {
  useEffect(() => {
    clearGuestCart();
    announceCartUpdated();
  }, []);
  return (
    <>
      <p className="text-sm">Create an account to follow this order and check out faster next time.</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Link href={`/signup?${guestLink}`} className={buttonClasses()}>
          Create an account
        </Link>
        {continueShopping}
      </div>
    </>
  );
}

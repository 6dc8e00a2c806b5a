"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { useSessionState } from "@/components/account/use-session-state";
import { CartLink } from "./cart-link";
import { storedGuestLineCount, subscribeGuestCart } from "./guest-cart-store";

const LiveCartLink = lazy(() => import("./live-cart-link"));

const NONE_ON_SERVER = () => 0;

/**
 * The header's cart link and badge. An empty signed-out cart needs nothing more; a signed-in
 * visitor, or a stored signed-out cart, loads the cart's code (its queries and checks) and
 * counts the lines as the cart page does. Meanwhile the link shows the stored count.
 */
export function CartBadge() {
  const { status } = useSessionState();
  const stored = useSyncExternalStore(subscribeGuestCart, storedGuestLineCount, NONE_ON_SERVER);
  const live = status === "authenticated" || (status === "unauthenticated" && stored > 0);
  if (!live) return <CartLink count={0} />;
  return (
    <Suspense fallback={<CartLink count={status === "authenticated" ? 0 : stored} />}>
      <LiveCartLink />
    </Suspense>
  );
}

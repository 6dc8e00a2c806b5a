"use client";

import { withQueryScope } from "@/components/query/query-scope";
import { CartLink } from "./cart-link";
import { useCart } from "./use-cart";

/** The cart link counting the cart as the cart page does (server cart, or checked signed-out lines). */
function LiveCartLink() {
  return <CartLink count={useCart().count} />;
}

export default withQueryScope(LiveCartLink);

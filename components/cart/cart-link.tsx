import { ShoppingCart } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** The header's cart link, with a badge counting the cart's lines. */
export function CartLink({ count }: { count: number }) {
  return (
    // Not prefetched: the cart is per visitor and never cached, and the link is on every page.
    <Link
      href="/cart"
      prefetch={false}
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      className={buttonClasses({ variant: "ghost", size: "icon", className: "relative" })}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-5 font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** The cart's empty state, also where checkout sends a shopper with nothing to buy. */
export function EmptyCart() {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-16 text-center">
      <p className="text-lg text-neutral-700">Your cart is currently empty</p>
      <Link href="/products" className={buttonClasses({ className: "mt-6" })}>
        Continue Shopping
      </Link>
    </div>
  );
}

import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { PageContainer } from "@/components/store/page-container";

export const metadata: Metadata = {
  title: { absolute: "eCommerce | Cart" },
  robots: { index: false, follow: true },
};

/** The cart: lines on the left, Order Summary on the right, all priced by the server. */
export default function CartPage() {
  return (
    <PageContainer className="pt-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-neutral-900">Shopping Cart</h1>
      <CartView />
    </PageContainer>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";
import { listAddresses } from "@/lib/users/addresses";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

/** Checkout for a signed-in shopper; anyone else signs in first and comes back here. */
export default async function CheckoutPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/checkout")}`);
  return (
    <PageContainer className="pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Checkout</h1>
      <p className="mt-2 mb-8 text-neutral-700">
        Please enter your shipping and payment details to complete your order.
      </p>
      <CheckoutView
        profile={{
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          userName: user.username,
          savedAddresses: await listAddresses(user.id),
        }}
      />
    </PageContainer>
  );
}

import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { GuestChoice } from "@/components/checkout/guest-choice";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";
import { listAddresses } from "@/lib/users/addresses";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Checkout for a signed-in shopper, prefilled from the profile; signed out, log in or continue as a guest. */
export default async function CheckoutPage({ searchParams }: Props) {
  const user = await getCurrentUser();
  const asGuest = !user && (await searchParams).guest === "1";
  return (
    <PageContainer className="pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Checkout</h1>
      <p className="mt-2 mb-8 text-neutral-700">
        Please enter your shipping and payment details to complete your order.
      </p>
      {user ? (
        <CheckoutView
          profile={{
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            userName: user.username,
            savedAddresses: await listAddresses(user.id),
          }}
        />
      ) : asGuest ? (
        <CheckoutView profile={{ name: "", email: "" }} />
      ) : (
        <GuestChoice />
      )}
    </PageContainer>
  );
}

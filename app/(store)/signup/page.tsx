import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { SignupForm } from "@/components/account/signup-form";
import { readGuestOrderLink } from "@/lib/orders/read/guest-link";
import { guestSignupOf } from "@/lib/orders/read/guest-orders";

export const metadata: Metadata = { title: "Sign up", robots: { index: false, follow: true } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignupPage({ searchParams }: PageProps) {
  const params = await searchParams;
  const { callbackUrl } = params;
  // 'Create an account' from a guest's order-complete page: the order's link only earns a masked
  // hint of the address to use; the order joins the account once that address is confirmed.
  const guest = await guestSignupOf(readGuestOrderLink(params));
  return (
    <AuthCard title="Create Account">
      <SignupForm
        callbackUrl={guest ? "/profile" : typeof callbackUrl === "string" ? callbackUrl : undefined}
        guest={guest ?? undefined}
      />
    </AuthCard>
  );
}

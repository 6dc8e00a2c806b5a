import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { MissingOrderReference, OrderStatusView } from "@/components/orders/order-status-view";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";
import { guestCheckoutOrder } from "@/lib/orders/checkout/guest-checkout";
import { guestOrderLink, guestOrderPath, linkQuery, provenOrder, readGuestOrderLink } from "@/lib/orders/read/guest-link";
import { guestOrderOfIntent } from "@/lib/orders/read/guest-orders";

export const metadata: Metadata = { title: "Order status", robots: { index: false, follow: false } };

type Params = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Params> };

/** The payment reference comes as `pi` or, after a redirect from Stripe, `payment_intent`. */
function referenceOf(params: Params): string | null {
  const value = params.pi ?? params.payment_intent;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/**
 * The order's status: by payment reference for a signed-in shopper; for a guest, by the order's
 * signed link (the confirmation e-mail's), which a guest just back from paying is sent to when
 * their checkout cookie proves the order. A tampered or expired link is a 404.
 */
export default async function OrderCompletePage({ searchParams }: Props) {
  const params = await searchParams;
  if (params.sig !== undefined) {
    const link = readGuestOrderLink(params);
    if (provenOrder(link) === null || !link) notFound();
    return (
      <PageContainer className="pt-10">
        <h1 className="sr-only">Order status</h1>
        <OrderStatusView reference={`order-${link.order}`} guestLink={linkQuery(link)} />
      </PageContainer>
    );
  }
  const reference = referenceOf(params);
  if (reference && !(await getCurrentUser())) {
    const guestOrder = await guestOrderOfIntent(guestCheckoutOrder(await headers()), reference);
    if (guestOrder !== null) redirect(guestOrderPath(guestOrderLink(guestOrder)));
    redirect(`/login?callbackUrl=${encodeURIComponent(`/order-complete?pi=${reference}`)}`);
  }
  return (
    <PageContainer className="pt-10">
      <h1 className="sr-only">Order status</h1>
      {reference ? <OrderStatusView reference={reference} /> : <MissingOrderReference />}
    </PageContainer>
  );
}

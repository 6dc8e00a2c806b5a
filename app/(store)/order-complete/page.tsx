import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MissingOrderReference, OrderStatusView } from "@/components/orders/order-status-view";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Order status", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The payment reference comes as `pi` or, after a redirect from Stripe, `payment_intent`. */
function referenceOf(params: Record<string, string | string[] | undefined>): string | null {
  const value = params.pi ?? params.payment_intent;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

export default async function OrderCompletePage({ searchParams }: Props) {
  const reference = referenceOf(await searchParams);
  if (reference && !(await getCurrentUser()))
    redirect(`/login?callbackUrl=${encodeURIComponent(`/order-complete?pi=${reference}`)}`);
  return (
    <PageContainer className="pt-10">
      <h1 className="sr-only">Order status</h1>
      {reference ? <OrderStatusView reference={reference} /> : <MissingOrderReference />}
    </PageContainer>
  );
}

"use client";

import { CircleCheck, CircleX, LoaderCircle, SearchX } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PAYMENT_PROGRESS_TEXTS } from "@/lib/orders/contract/payment-progress";
import { isRetryableDecline } from "@/lib/orders/contract/statuses";
import { chargedText } from "./order-status-api";
import { GuestOrderComplete } from "./guest-order-complete";
import { useOrderStatus } from "./use-order-status";
import { withQueryScope } from "@/components/query/query-scope";

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card raised className="mx-auto max-w-lg p-8 text-center">
      <div className="mx-auto flex size-14 items-center justify-center">{icon}</div>
      <h2 className="mt-4 text-2xl font-bold text-neutral-900">{title}</h2>
      <div className="mt-3 space-y-4 text-neutral-700">{children}</div>
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-3 pt-2">{children}</div>;
}

const continueShopping = (
  <Link href="/products" className={buttonClasses({ variant: "secondary" })}>
    Continue Shopping
  </Link>
);

export function MissingOrderReference() {
  return (
    <Panel icon={<SearchX className="size-12 text-neutral-500" aria-hidden="true" />} title="Missing order reference">
      <p>We couldn’t find your order. Please return to checkout.</p>
      <Actions>
        <Link href="/checkout" className={buttonClasses()}>
          Return to Checkout
        </Link>
      </Actions>
    </Panel>
  );
}

/**
 * Follows the payment to 'Order complete!' or 'Payment failed'. A guest's order is followed by
 * its signed link (`guestLink`, a query string) and offers 'Create an account' instead of the profile.
 */
function OrderStatusViewContent({ reference, guestLink }: { reference: string; guestLink?: string }) {
  const { data, notFound, gaveUp } = useOrderStatus(reference, guestLink);
  if (notFound) return <MissingOrderReference />;

  if (data?.status === "paid") {
    const charged = chargedText(data.amount, data.currency);
    return (
      <Panel icon={<CircleCheck className="size-12 text-emerald-700" aria-hidden="true" />} title="Order complete!">
        {charged && <p>{charged}</p>}
        <p className="text-sm">A confirmation has been sent to your e-mail address.</p>
        {guestLink ? (
          <GuestOrderComplete guestLink={guestLink} continueShopping={continueShopping} />
        ) : (
          <Actions>
            {continueShopping}
            <Link href="/profile" className={buttonClasses({ variant: "ghost" })}>
              View your orders
            </Link>
          </Actions>
        )}
      </Panel>
    );
  }

  // A declined card on a payment that still takes another: failed for now, and the page keeps
  // following the order, since another card (or a late webhook) may still pay it.
  if (data && (data.status === "failed" || isRetryableDecline(data.status, data.reason)))
    return (
      <Panel icon={<CircleX className="size-12 text-red-700" aria-hidden="true" />} title="Payment failed">
        <p role="alert">{data.reason || "Please try again or use a different payment method."}</p>
        {data.progress === "refund_pending" && <p className="text-sm">{PAYMENT_PROGRESS_TEXTS.refund_pending}</p>}
        <Actions>
          <Link href="/checkout" className={buttonClasses()}>
            Try Again
          </Link>
          {continueShopping}
        </Actions>
      </Panel>
    );

  return (
    <Panel
      icon={<LoaderCircle className="size-12 animate-spin text-brand-600" aria-hidden="true" />}
      title="Processing your order…"
    >
      <p role="status">This usually takes a few seconds. We’ll update automatically.</p>
      {data?.progress && <p className="text-sm">{PAYMENT_PROGRESS_TEXTS[data.progress]}</p>}
      {gaveUp && guestLink && (
        <p className="text-sm">
          Your bank is taking longer than usual. Your order is saved: come back to this page later, or use the link in
          your confirmation e-mail.
        </p>
      )}
      {gaveUp && !guestLink && (
        <p className="text-sm">
          Your bank is taking longer than usual. Your order is saved: check it later on{" "}
          <Link href="/profile" className="font-medium text-brand-700 underline">
            your profile
          </Link>
          .
        </p>
      )}
      <Actions>{continueShopping}</Actions>
    </Panel>
  );
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const OrderStatusView = withQueryScope(OrderStatusViewContent);

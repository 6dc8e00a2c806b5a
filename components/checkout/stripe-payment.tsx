"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { orderCompleteHref, type PaymentFormProps } from "./intent-api";
import { checkoutToast } from "./notify";
import { PayButton } from "./pay-button";


let stripePromise: Promise<Stripe | null> | undefined;

/** Stripe.js, loaded once and only when Stripe is the provider (never for the test provider). */
function stripeJs(): Promise<Stripe | null> {
  const key = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  if (!key) return Promise.reject(new Error("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is not set"));
  stripePromise ??= loadStripe(key).catch((error: unknown) => {
    stripePromise = undefined;
    throw error;
  });
  return stripePromise;
}

function StripeForm({ intent, total, detailsReady, name, email }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const [complete, setComplete] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !complete || !detailsReady || paying) return;
    setPaying(true);
    setProblem(null);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}/order-complete`,
        receipt_email: email,
        payment_method_data: { billing_details: { name, email } },
      },
      redirect: "if_required",
    });
    if (error) {
      console.error("Payment error", error.message);
      setProblem(error.message ?? "The payment could not be made. Please try again.");
      checkoutToast.error(error.message ?? "Payment failed");
      setPaying(false);
      return;
    }
    router.push(orderCompleteHref(paymentIntent?.id ?? intent.paymentIntentId));
  };

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Card payment">
      <PaymentElement options={{ layout: "tabs" }} onChange={(event) => setComplete(event.complete)} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <PayButton total={total} paying={paying} disabled={!stripe || !elements || !complete || !detailsReady} />
    </form>
  );
}

/** Stripe's Payment Element in tabs layout, bound to the intent's client secret. */
export default function StripePayment(props: PaymentFormProps) {
  const [promise] = useState(() =>
    stripeJs().catch((error: unknown) => {
      console.error("Failed to load Stripe.js", error);
      return null;
    }),
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void promise.then((stripe) => current && setFailed(stripe === null));
    return () => {
      current = false;
    };
  }, [promise]);
  if (failed)
    return (
      <Alert tone="error">Card payments could not be loaded. Check your connection and reload the page.</Alert>
    );
  return (
    <Elements stripe={promise} options={{ clientSecret: props.intent.clientSecret, appearance: { theme: "stripe" } }}>
      <StripeForm {...props} />
    </Elements>
  );
}

"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { EmptyCart } from "@/components/cart/empty-cart";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { refuseAppliedCode, useAppliedCode } from "@/components/cart/discount-code-store";
import { DiscountCodeForm } from "@/components/cart/discount-code-form";
import { useDiscountCode } from "@/components/cart/use-discount-code";
import { isDiscountRefusal } from "@/lib/pricing/contract";
import { DeliveryOptions } from "./delivery-options";
import { FreeOrderPlacement } from "./free-order-placement";
import { useCart } from "@/components/cart/use-cart";
import { countryName } from "@/lib/location/countries";
import type { SavedAddress } from "@/lib/users/contract";
import { currencyForCountry, isPaymentCountry } from "@/lib/money/currency";
import { formatPrice } from "@/lib/money/format";
import { CheckoutSummary } from "./checkout-summary";
import { saveShipping, type PaymentFormProps } from "./intent-api";
import { checkoutToast } from "./notify";
import { PreparingPayment } from "./preparing-payment";
import { ShippingSection } from "./shipping-section";
import { TestCardPayment } from "./test-card-payment";
import { UnsupportedCountry } from "./unsupported-country";
import { useAddressBookShipping } from "./use-address-book-shipping";
import { useCheckoutIntent } from "./use-checkout-intent";
import { useStoredCountry } from "./use-stored-country";
import { withQueryScope } from "@/components/query/query-scope";

// Stripe's libraries load only when Stripe is the provider.
const StripePayment = dynamic(() => import("./stripe-payment"), { ssr: false, loading: PreparingPayment });

/** The signed-in shopper's details; `userName` and `savedAddresses` bring their address book. */
export type CheckoutProfile = { name: string; email: string; userName?: string; savedAddresses?: SavedAddress[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function CheckoutForm({ country, profile }: { country: string; profile: CheckoutProfile }) {
  const id = useId();
  const cart = useCart();
  const currency = currencyForCountry(country);
  const discountCode = useAppliedCode();
  // null: the first of the country's methods, as the server chooses it.
  const [shippingMethodId, setShippingMethodId] = useState<number | null>(null);
  const intent = useCheckoutIntent(country, currency, cart.lines, { discountCode, shippingMethodId }, !cart.isLoading);
  const intentError = intent.error;
  const detail = isApiStatus(intentError, 409) || isApiStatus(intentError, 429) ? apiErrorMessage(intentError, "") : "";
  const refusal = isDiscountRefusal(detail) ? detail : null;
  const code = useDiscountCode({
    settled: !intent.isFetching && (intent.data !== undefined || intentError !== null),
    discountCode: intent.data?.quote.discount?.code ?? null,
    refusal,
  });
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const { address, setAddress, choices, afterConfirm } = useAddressBookShipping({
    userName: profile.userName,
    savedAddresses: profile.savedAddresses,
    country,
    name: profile.name,
  });
  // The intent the address was saved to: a new intent needs the address again.
  const [shippingSavedTo, setShippingSavedTo] = useState<string | null>(null);

  if (cart.isLoading) return <PreparingPayment />;
  if (cart.lines.length === 0) return <EmptyCart />;

  const current = intent.data;
  const shippingConfirmed = current !== undefined && shippingSavedTo === current.paymentIntentId;
  const detailsReady = name.trim().length > 0 && EMAIL.test(email.trim()) && shippingConfirmed;
  const format = (amount: number) => formatPrice(amount, { currency, country });
  const total = current ? format(current.amount) : null;

  const confirmShipping = async (): Promise<boolean> => {
    if (!current || !name.trim()) return false;
    try {
      await saveShipping(current.clientSecret, { name: name.trim(), email: email.trim(), shipping: address });
      setShippingSavedTo(current.paymentIntentId);
      checkoutToast.success("Shipping address confirmed");
      void afterConfirm(address);
      return true;
    } catch (error) {
      console.error("Could not save the shipping address", error);
      const message = apiErrorMessage(error, "Could not save the shipping address");
      // The e-mail given has used the code up: the code comes off and the payment is prepared again without it.
      if (isApiStatus(error, 409) && isDiscountRefusal(message)) refuseAppliedCode(message);
      checkoutToast.error(message);
      return false;
    }
  };

  const paymentProps: PaymentFormProps | null =
    current && total ? { intent: current, total, detailsReady, name: name.trim(), email: email.trim() } : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <CardSection headingId={`${id}-details`} title="Your Details" className="p-6">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField id={`${id}-name`} label="Name" required autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
            <TextField id={`${id}-email`} label="Email" type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
        </CardSection>

        <ShippingSection
          address={address}
          countryName={countryName(country)}
          onChange={(next) => {
            setAddress(next);
            setShippingSavedTo(null);
          }}
          confirmed={shippingConfirmed}
          onConfirm={confirmShipping}
          disabled={!current}
          book={choices}
        />

        {current && current.quote.shippingOptions.length > 0 && (
          <DeliveryOptions
            options={current.quote.shippingOptions}
            selected={current.quote.shipping?.methodId ?? null}
            disabled={intent.isFetching}
            format={format}
            onSelect={setShippingMethodId}
          />
        )}

        <CardSection headingId={`${id}-payment`} title="Payment" className="p-6">
          <div className="mt-4">
            {intent.isPending && <PreparingPayment />}
            {intent.isError && !refusal && (
              <Alert tone="error">
                <p>{apiErrorMessage(intent.error, "We could not prepare the payment.")}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void intent.refetch()}>
                  Retry
                </Button>
              </Alert>
            )}
            {paymentProps &&
              (paymentProps.intent.provider === "stripe" ? (
                <StripePayment {...paymentProps} />
              ) : paymentProps.intent.provider === "free" ? (
                <FreeOrderPlacement {...paymentProps} />
              ) : (
                <TestCardPayment {...paymentProps} />
              ))}
            {paymentProps && !shippingConfirmed && (
              <p className="mt-3 text-sm text-neutral-600">Confirm your shipping address to pay.</p>
            )}
          </div>
        </CardSection>
      </div>
      <aside>
        <CheckoutSummary lines={cart.lines} quote={current?.quote ?? null} format={format}>
          <DiscountCodeForm
            applied={code.applied}
            error={code.error}
            busy={intent.isFetching}
            onApply={code.apply}
            onRemove={code.remove}
          />
        </CheckoutSummary>
      </aside>
    </div>
  );
}

/**
 * Checkout in the shopper's country and currency: details prefilled from the profile, the
 * shipping address, then the card payment. Countries without card payments get 'Sorry!'.
 */
function CheckoutViewContent({ profile }: { profile: CheckoutProfile }) {
  const country = useStoredCountry();
  if (country === undefined) return <PreparingPayment />;
  if (!country || !isPaymentCountry(country)) return <UnsupportedCountry country={country} />;
  return <CheckoutForm key={country} country={country} profile={profile} />;
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const CheckoutView = withQueryScope(CheckoutViewContent);

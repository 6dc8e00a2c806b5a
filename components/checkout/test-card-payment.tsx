"use client";

import { FlaskConical } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { cardDigits } from "@/lib/payments/test-cards";
import { confirmTestPayment, orderCompleteHref, type PaymentFormProps } from "./intent-api";
import { checkoutToast } from "./notify";
import { PayButton } from "./pay-button";


/** "4242424242424242" -> "4242 4242 4242 4242" as the shopper types. */
function groupDigits(value: string): string {
  return cardDigits(value).replace(/\D/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" -> "12/30". */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card's three fields, each with the shape its text takes as the shopper types. */
const CARD_FIELDS = {
  number: { label: "Card number", autoComplete: "cc-number", placeholder: "1234 1234 1234 1234", shape: groupDigits },
  expiry: { label: "Expiry (MM/YY)", autoComplete: "cc-exp", placeholder: "MM/YY", shape: formatExpiry },
  cvc: { label: "CVC", autoComplete: "cc-csc", placeholder: "123", shape: (value: string) => value.replace(/\D/g, "").slice(0, 4) },
};

type CardFieldProps = { id: string; field: keyof typeof CARD_FIELDS; value: string; onChange: (value: string) => void };

function CardField({ id, field, value, onChange }: CardFieldProps) {
  const { label, autoComplete, placeholder, shape } = CARD_FIELDS[field];
  return (
    <TextField
      id={id}
      label={label}
      inputClassName="tabular-nums"
      inputMode="numeric"
      required
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(shape(event.target.value))}
    />
  );
}

/**
 * The built-in test provider's card form: Stripe's test cards, no real charge. The outcome,
 * paid or declined, is shown on the order page; a typing mistake is shown here.
 */
export function TestCardPayment({ intent, total, detailsReady, name, email }: PaymentFormProps) {
  const router = useRouter();
  const id = useId();
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formReady = cardDigits(cardNumber).length >= 12 && expiry.length === 5 && /^\d{3,4}$/.test(cvc);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formReady || !detailsReady || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      await confirmTestPayment({
        paymentIntentId: intent.paymentIntentId,
        cardNumber,
        expiry,
        cvc,
        billingName: name,
        receiptEmail: email,
      });
      router.push(orderCompleteHref(intent.paymentIntentId));
    } catch (error) {
      console.error("Payment error", error);
      const message = apiErrorMessage(error, "The payment could not be made. Please try again.");
      setProblem(message);
      checkoutToast.error(message);
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Card payment">
      <Alert>
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4" aria-hidden="true" /> Test mode: no real charge
        </p>
        <p className="mt-1">
          Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card, with any future expiry
          date and any CVC.
        </p>
      </Alert>
      <CardField id={`${id}-number`} field="number" value={cardNumber} onChange={setCardNumber} />
      <div className="grid grid-cols-2 gap-4">
        <CardField id={`${id}-expiry`} field="expiry" value={expiry} onChange={setExpiry} />
        <CardField id={`${id}-cvc`} field="cvc" value={cvc} onChange={setCvc} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <PayButton total={total} paying={paying} disabled={!formReady || !detailsReady || !intent.clientSecret} />
    </form>
  );
}

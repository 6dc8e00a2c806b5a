"use client";

import { Gift } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { orderCompleteHref, placeFreeOrder, type PaymentFormProps } from "./intent-api";
import { checkoutToast } from "./notify";

/** An order whose total is 0.00: nothing to pay, so no card form; the shopper places it. */
export function FreeOrderPlacement({ intent, detailsReady, email }: PaymentFormProps) {
  const router = useRouter();
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!detailsReady || placing) return;
    setPlacing(true);
    setProblem(null);
    try {
      const result = await placeFreeOrder({ paymentIntentId: intent.paymentIntentId, receiptEmail: email });
      if (result.status === "succeeded") return router.push(orderCompleteHref(intent.paymentIntentId));
      setProblem(result.reason);
      checkoutToast.error(result.reason);
      setPlacing(false);
    } catch (error) {
      const message = apiErrorMessage(error, "The order could not be placed. Please try again.");
      setProblem(message);
      checkoutToast.error(message);
      setPlacing(false);
    }
  };

  return (
    <form onSubmit={place} className="space-y-4" aria-label="Place your order">
      <Alert>
        <p className="flex items-center gap-2 font-semibold">
          <Gift className="size-4" aria-hidden="true" /> Nothing to pay
        </p>
        <p className="mt-1">Your discount covers the whole order: no card is needed.</p>
      </Alert>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={!detailsReady || placing} aria-busy={placing}>
        {placing && <Spinner />}
        Place order
      </Button>
    </form>
  );
}

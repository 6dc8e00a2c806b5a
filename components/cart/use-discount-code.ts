"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { refuseAppliedCode, setAppliedCode, useAppliedCode, useCodeRefusal } from "./discount-code-store";

/** What the server's latest answer says of the code: applied, or refused with a reason. */
export type CodeAnswer = { settled: boolean; discountCode: string | null; refusal: string | null };

/**
 * The discount code as the cart and the checkout handle it: applying stores it for both; the
 * server's answer then either includes it (a toast says so) or refuses it, and a refused code is
 * taken off again with its reason kept beside the field.
 */
export function useDiscountCode(answer: CodeAnswer) {
  const applied = useAppliedCode();
  const error = useCodeRefusal();
  // The code just typed in: its acceptance is announced once.
  const trying = useRef<string | null>(null);

  useEffect(() => {
    if (!answer.settled || !applied) return;
    if (answer.refusal) refuseAppliedCode(answer.refusal);
    else if (trying.current === applied && answer.discountCode === applied) toast.success(`Code ${applied} applied`);
    trying.current = null;
  }, [answer.settled, answer.refusal, answer.discountCode, applied]);

  return {
    applied,
    error,
    apply(code: string) {
      trying.current = code;
      setAppliedCode(code);
    },
    remove() {
      setAppliedCode(null);
    },
  };
}

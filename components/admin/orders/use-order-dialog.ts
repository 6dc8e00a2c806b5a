"use client";

import { useState } from "react";
import { useOrderCall } from "./use-order-call";

/**
 * An order page dialog (ship, cancel, refund) around its call: opening it again clears the last
 * call's problem. Spread `dialog` on the Dialog.
 */
export function useOrderDialog() {
  const [open, setOpen] = useState(false);
  const orderCall = useOrderCall();
  const { setProblem } = orderCall;
  const dialog = {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) setProblem(null);
    },
  };
  return { ...orderCall, setOpen, dialog };
}

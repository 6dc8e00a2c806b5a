"use client";

import type { FormEvent, ReactNode } from "react";
import { toast } from "@/components/ui/toast";

/** The subscribe form's behaviour: submitting clears it and thanks the shopper (no call is made). */
export function ThanksOnSubmit({ className, children }: { className?: string; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    toast.success("Thanks for subscribing!");
  };
  return (
    <form onSubmit={submit} className={className}>
      {children}
    </form>
  );
}

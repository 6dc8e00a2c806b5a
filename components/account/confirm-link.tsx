"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { confirmEmailChange, stopCartReminders, verifyEmail } from "./account-api";

const ACTIONS = {
  email_change: {
    call: confirmEmailChange,
    button: "Confirm my new address",
    done: "Your account now uses this e-mail address.",
  },
  email_verify: {
    call: verifyEmail,
    button: "Confirm my address",
    done: "Thank you: your e-mail address is confirmed.",
  },
  cart_reminders_off: {
    call: stopCartReminders,
    button: "Stop cart reminders",
    done: "You will get no more cart reminders. You can turn them back on in your profile.",
  },
} as const;

/**
 * The page an e-mail link opens asks for one click before it acts: mail scanners open links too,
 * and must not use them up.
 */
export function ConfirmLink({ token, action }: { token: string; action: keyof typeof ACTIONS }) {
  const { call, button, done: doneText } = ACTIONS[action];
  const [state, setState] = useState<"idle" | "working" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setState("working");
    setError(null);
    try {
      await call({ token });
      setState("done");
    } catch (failure) {
      setError(apiErrorMessage(failure, "That did not work. Please try again."));
      setState("idle");
    }
  };

  if (state === "done")
    return (
      <div className="space-y-5">
        <Alert>{doneText}</Alert>
        <Link
          href="/profile"
          className="block text-center text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Go to your profile
        </Link>
      </div>
    );
  return (
    <div className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" className="w-full" onClick={confirm} disabled={state === "working"}>
        {state === "working" && <Spinner />}
        {button}
      </Button>
    </div>
  );
}

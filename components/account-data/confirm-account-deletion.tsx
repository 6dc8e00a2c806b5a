"use client";

import Link from "next/link";
import { useState } from "react";
import { announceSessionChanged } from "@/components/account/session-sync";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ACCOUNT_DELETE_EFFECT } from "@/lib/account-data/contract";
import { confirmAccountDeletion } from "./account-data-api";

/**
 * The page the deletion mail links to: it says what happens and asks for one click before it acts
 * (mail scanners open links too, and must not delete accounts).
 */
export function ConfirmAccountDeletion({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "working" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setState("working");
    setError(null);
    try {
      await confirmAccountDeletion({ token });
      announceSessionChanged();
      setState("done");
    } catch (failure) {
      setError(apiErrorMessage(failure, "That did not work. Please try again."));
      setState("idle");
    }
  };

  if (state === "done")
    return (
      <div className="space-y-5">
        <Alert>Your account has been deleted, and you have been signed out.</Alert>
        <Link
          href="/"
          className="block text-center text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Back to the shop
        </Link>
      </div>
    );
  return (
    <div className="space-y-5">
      <p className="text-sm text-neutral-700">{ACCOUNT_DELETE_EFFECT} This cannot be undone.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="danger" className="w-full" onClick={confirm} disabled={state === "working"}>
        {state === "working" && <Spinner />}
        Delete my account permanently
      </Button>
    </div>
  );
}

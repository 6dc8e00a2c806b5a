"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { resendVerification } from "./account-api";

/** Tells an unverified shopper to follow the link we mailed, and sends it again on request. */
export function EmailVerificationNotice() {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState("sending");
    setError(null);
    try {
      await resendVerification();
      setState("sent");
    } catch (failure) {
      setError(apiErrorMessage(failure, "The link could not be sent. Please try again."));
      setState("idle");
    }
  };

  return (
    <div className="space-y-3">
      <Alert>
        Your e-mail address is not confirmed yet. Follow the link we mailed you.
        {state === "sent" && " We've sent a new link."}
      </Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="secondary" onClick={resend} disabled={state === "sending"}>
        {state === "sending" && <Spinner />}
        Send the link again
      </Button>
    </div>
  );
}

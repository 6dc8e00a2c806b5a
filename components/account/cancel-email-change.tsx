"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { cancelEmailChange } from "./account-api";
import { ResetPasswordForm } from "./reset-password-form";
import { announceSessionChanged } from "./session-sync";

/**
 * The page the old address's link opens. It asks before it acts (mail scanners open links too);
 * once cancelled, every device is signed out and the new password is asked for here and now,
 * with a reset token the cancel answered (whoever asked the change knew the old password).
 */
export function CancelEmailChange({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "working">("idle");
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setState("working");
    setError(null);
    try {
      setResetToken(await cancelEmailChange({ token }));
      announceSessionChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure, "That did not work. Please try again."));
    } finally {
      setState("idle");
    }
  };

  if (resetToken)
    return (
      <div className="space-y-5">
        <Alert>
          The change is cancelled and every device has been signed out. Choose a new password now: whoever asked
          for the change may know the old one.
        </Alert>
        <ResetPasswordForm token={resetToken} />
      </div>
    );
  return (
    <div className="space-y-5">
      <p className="text-sm text-neutral-700">
        Someone signed in to your account asked to change its e-mail address. Cancelling stops the change (or,
        if it was already confirmed, gives the account back to this address), signs your account out on every
        device and asks you for a new password.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" className="w-full" onClick={cancel} disabled={state === "working"}>
        {state === "working" && <Spinner />}
        Cancel the change
      </Button>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { RESET_REQUESTED } from "@/lib/accounts/contract";
import { requestPasswordReset } from "./account-api";

/** E-mail address or username -> the one answer, whether or not an account exists. */
export function ForgotPasswordForm() {
  const id = useId();
  const [identifier, setIdentifier] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await requestPasswordReset({ identifier });
      setSent(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, "The request could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div className="space-y-5">
        <Alert>{RESET_REQUESTED}</Alert>
        <p className="text-center text-sm">
          <Link href="/login" className="font-medium text-brand-600 underline-offset-4 hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    );

  return (
    <form onSubmit={submit} aria-label="Forgot password" className="space-y-5">
      <p className="text-sm text-neutral-700">
        Enter your account&apos;s e-mail address or username, and we will mail you a link to choose a new
        password.
      </p>
      <TextField
        id={id}
        label="E-mail address or username"
        name="identifier"
        autoComplete="username"
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" disabled={sending || !identifier.trim()}>
        {sending && <Spinner />}
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className="font-medium text-brand-600 underline-offset-4 hover:underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}

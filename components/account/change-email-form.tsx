"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { requestEmailChange } from "./account-api";
import { PasswordInput } from "./password-input";

function failureMessage(error: unknown): string {
  if (isApiStatus(error, 401)) return "Your current password is not right.";
  return apiErrorMessage(error, "The link could not be sent. Please try again.");
}

/** New address and current password -> a link to the new address; nothing changes until it is followed. */
export function ChangeEmailForm() {
  const ids = { email: useId(), password: useId() };
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    setSentTo(null);
    try {
      await requestEmailChange({ newEmail, currentPassword });
      setSentTo(newEmail.trim());
      setNewEmail("");
      setCurrentPassword("");
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Change e-mail" className="space-y-4">
      <TextField
        id={ids.email}
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>Current password</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {sentTo && (
        <Alert>
          We&apos;ve sent a link to {sentTo}. Your address changes when you follow it (within 24 hours).
        </Alert>
      )}
      <Button type="submit" disabled={sending || !newEmail || !currentPassword}>
        {sending && <Spinner />}
        Change e-mail
      </Button>
    </form>
  );
}

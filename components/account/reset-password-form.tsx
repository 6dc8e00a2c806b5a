"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from "@/lib/auth/rules";
import { resetPassword } from "./account-api";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { announceSessionChanged } from "./session-sync";

/** The page a reset link opens: a new password, then every session ends and the shopper signs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const ids = { password: useId(), rule: useId(), strength: useId() };
  const [newPassword, setNewPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await resetPassword({ token, newPassword });
      announceSessionChanged();
      setDone(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, "The password could not be changed. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  if (done)
    return (
      <div className="space-y-5">
        <Alert>Your password has been changed, and every device has been signed out.</Alert>
        <Link
          href="/login"
          className="block text-center text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Log in with your new password
        </Link>
      </div>
    );

  return (
    <form onSubmit={submit} aria-label="Choose a new password" className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>New password</Label>
        <PasswordInput
          id={ids.password}
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby={`${ids.rule} ${ids.strength}`}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordStrength id={ids.strength} password={newPassword} />
        <p id={ids.rule} className="text-xs text-neutral-600">
          {PASSWORD_RULE}
        </p>
      </div>
      {error && (
        <Alert tone="error">
          {error}{" "}
          <Link href="/forgot-password" className="font-medium underline underline-offset-4">
            Ask for a new link
          </Link>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={saving || !newPassword}>
        {saving && <Spinner />}
        Set new password
      </Button>
    </form>
  );
}

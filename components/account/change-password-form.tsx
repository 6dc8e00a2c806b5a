"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, apiRequest } from "@/components/http/api-request";
import { PASSWORD_RULE } from "@/lib/auth/schemas";
import { PasswordInput } from "./password-input";
import { announceSessionChanged } from "./session-sync";

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return "Your current password is not right.";
    if (error.detail) return error.detail;
  }
  return "The password could not be changed. Please try again.";
}

/** Changes the password; every other signed-in device is signed out, this one stays in. */
export function ChangePasswordForm() {
  const ids = { current: useId(), next: useId(), rule: useId(), error: useId() };
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await apiRequest("/auth/password", { method: "PUT", body: { currentPassword, newPassword } });
      setCurrentPassword("");
      setNewPassword("");
      announceSessionChanged();
      toast.success("Password changed. Other devices have been signed out.");
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Change password"
      aria-describedby={error ? ids.error : undefined}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor={ids.current}>Current password</Label>
        <PasswordInput
          id={ids.current}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.next}>New password</Label>
        <PasswordInput
          id={ids.next}
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby={ids.rule}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <p id={ids.rule} className="text-xs text-neutral-600">
          {PASSWORD_RULE}
        </p>
      </div>
      {error && (
        <div id={ids.error}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <Button type="submit" disabled={saving || !currentPassword || !newPassword}>
        {saving && <Spinner />}
        Change password
      </Button>
    </form>
  );
}

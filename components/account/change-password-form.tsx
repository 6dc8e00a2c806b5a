"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { PASSWORD_RULE } from "@/lib/auth/rules";
import { changePassword } from "./account-api";
import { PasswordInput } from "./password-input";
import { announceSessionChanged } from "./session-sync";

function failureMessage(error: unknown): string {
  if (isApiStatus(error, 401)) return "Your current password is not right.";
  return apiErrorMessage(error, "The password could not be changed. Please try again.");
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
      await changePassword({ currentPassword, newPassword });
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

  const fields = [
    {
      id: ids.current,
      label: "Current password",
      autoComplete: "current-password",
      value: currentPassword,
      set: setCurrentPassword,
      hint: undefined,
    },
    {
      id: ids.next,
      label: "New password",
      autoComplete: "new-password",
      value: newPassword,
      set: setNewPassword,
      hint: PASSWORD_RULE,
    },
  ];

  return (
    <form
      onSubmit={submit}
      aria-label="Change password"
      aria-describedby={error ? ids.error : undefined}
      className="space-y-4"
    >
      {fields.map((field) => (
        <div key={field.id} className="space-y-1.5">
          <Label htmlFor={field.id}>{field.label}</Label>
          <PasswordInput
            id={field.id}
            autoComplete={field.autoComplete}
            required
            aria-describedby={field.hint ? ids.rule : undefined}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
          />
          {field.hint && (
            <p id={ids.rule} className="text-xs text-neutral-600">
              {field.hint}
            </p>
          )}
        </div>
      ))}
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

"use client";

import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from "@/lib/auth/rules";
import { changePassword } from "./account-api";
import { clearPasswordChangePrompt, passwordChangePending, PASSWORD_CHANGE_RECOMMENDED } from "./password-change-prompt";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { announceSessionChanged } from "./session-sync";

function failureMessage(error: unknown): string {
  if (isApiStatus(error, 401)) return "Your current password is not right.";
  return apiErrorMessage(error, "The password could not be changed. Please try again.");
}

/** sessionStorage sends no events to this tab: read once after hydration. */
const subscribeNever = () => () => {};

/**
 * Changes the password; every other signed-in device is signed out, this one stays in.
 * `userInputs`: the account's names, for the strength meter.
 */
export function ChangePasswordForm({ userInputs = [] }: { userInputs?: string[] }) {
  const ids = { current: useId(), next: useId(), rule: useId(), strength: useId(), error: useId() };
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Told at sign-in that the password is older than the rule (read after hydration: sessionStorage).
  const pending = useSyncExternalStore(subscribeNever, passwordChangePending, () => false);
  const [changed, setChanged] = useState(false);
  const recommended = pending && !changed;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword("");
      setNewPassword("");
      clearPasswordChangePrompt();
      setChanged(true);
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
      hint: false,
    },
    {
      id: ids.next,
      label: "New password",
      autoComplete: "new-password",
      value: newPassword,
      set: setNewPassword,
      hint: true,
    },
  ];

  return (
    <form
      onSubmit={submit}
      aria-label="Change password"
      aria-describedby={error ? ids.error : undefined}
      className="space-y-4"
    >
      {recommended && <Alert>{PASSWORD_CHANGE_RECOMMENDED}</Alert>}
      {fields.map((field) => (
        <div key={field.id} className="space-y-1.5">
          <Label htmlFor={field.id}>{field.label}</Label>
          <PasswordInput
            id={field.id}
            autoComplete={field.autoComplete}
            required
            aria-describedby={field.hint ? `${ids.rule} ${ids.strength}` : undefined}
            {...(field.hint ? { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } : {})}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
          />
          {field.hint && (
            <>
              <PasswordStrength id={ids.strength} password={newPassword} userInputs={userInputs} />
              <p id={ids.rule} className="text-xs text-neutral-600">
                {PASSWORD_RULE}
              </p>
            </>
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

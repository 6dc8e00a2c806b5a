"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_RULE } from "@/lib/auth/rules";
import { acceptStaffInvite } from "./account-api";
import { PasswordInput } from "./password-input";
import { announceSessionChanged } from "./session-sync";

/**
 * The page an invitation opens: the invited person chooses a username, their name and a
 * password; the account opens with the invited role, signed in, on the profile (where two-step
 * sign-in is set up).
 */
export function AcceptStaffInviteForm({ token }: { token: string }) {
  const id = useId();
  const router = useRouter();
  const [fields, setFields] = useState({ username: "", firstName: "", lastName: "", password: "" });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await acceptStaffInvite({ token, ...fields });
      announceSessionChanged();
      router.push("/profile");
      router.refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The account could not be made. Please try again."));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Accept the invitation" className="space-y-4">
      <TextField
        id={`${id}-username`}
        label="Username"
        autoComplete="username"
        required
        value={fields.username}
        onChange={set("username")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label="First name"
          autoComplete="given-name"
          required
          value={fields.firstName}
          onChange={set("firstName")}
        />
        <TextField
          id={`${id}-last`}
          label="Last name"
          autoComplete="family-name"
          required
          value={fields.lastName}
          onChange={set("lastName")}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-rule`}
          value={fields.password}
          onChange={set("password")}
        />
        <p id={`${id}-rule`} className="text-xs text-neutral-600">
          {PASSWORD_RULE}
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        type="submit"
        className="w-full"
        disabled={saving || !fields.username || !fields.firstName || !fields.lastName || !fields.password}
      >
        {saving && <Spinner />}
        Create my staff account
      </Button>
    </form>
  );
}

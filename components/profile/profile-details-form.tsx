"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { NAME_MAX_LENGTH } from "@/lib/auth/rules";
import { updateProfile } from "./profile-api";

export type ProfileDetails = { username: string; firstName: string; lastName: string; phone: string };

/** Edits the shopper's first and last name and phone; the page re-reads them once saved. */
export function ProfileDetailsForm({ profile }: { profile: ProfileDetails }) {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed =
    values.firstName !== profile.firstName ||
    values.lastName !== profile.lastName ||
    values.phone !== profile.phone;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !changed) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await updateProfile(profile.username, values);
      setValues({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
      toast.success("Your details have been saved.");
      router.refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure, "Your details could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form
      onSubmit={submit}
      aria-label="Edit your details"
      aria-describedby={error ? `${id}-error` : undefined}
      className="space-y-4"
    >
      <TextField
        id={`${id}-first`}
        label="First name"
        required
        maxLength={NAME_MAX_LENGTH}
        autoComplete="given-name"
        value={values.firstName}
        onChange={set("firstName")}
        disabled={saving}
      />
      <TextField
        id={`${id}-last`}
        label="Last name"
        required
        maxLength={NAME_MAX_LENGTH}
        autoComplete="family-name"
        value={values.lastName}
        onChange={set("lastName")}
        disabled={saving}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={20}
        note="Digits and spaces, with a leading + for the country code"
        value={values.phone}
        onChange={set("phone")}
        disabled={saving}
      />
      {error && (
        <div id={`${id}-error`}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <Button type="submit" disabled={saving || !changed}>
        {saving && <Spinner />}
        {saving ? "Saving..." : "Save details"}
      </Button>
    </form>
  );
}

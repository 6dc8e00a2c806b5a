"use client";

import Link from "next/link";
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input, type InputProps } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE,
  USERNAME_TAKEN,
} from "@/lib/auth/rules";
import { signUp } from "./account-api";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { useCompleteSignIn } from "./use-complete-sign-in";

type Fields = {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
};

const EMPTY: Fields = {
  username: "",
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  password: "",
  confirmPassword: "",
};

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
    </div>
  );
}

/**
 * After a guest checkout: the address the order's confirmation went to, masked ("j***@e***.com").
 * Nothing is prefilled: whoever holds the link may not be the guest (see guestSignupOf).
 */
export type GuestSignup = { emailHint: string };

/**
 * The signup form; with `guest`, a note that the order joins the account once the address it
 * was placed with is confirmed (the link alone gives nobody the order).
 */
export function SignupForm({ callbackUrl, guest }: { callbackUrl?: string; guest?: GuestSignup }) {
  const id = useId();
  const fieldId = (name: keyof Fields) => `${id}-${name}`;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  // Set by the server's 409 for the username; cleared as soon as the username is edited.
  const [usernameExists, setUsernameExists] = useState(false);
  const completeSignIn = useCompleteSignIn(callbackUrl);

  const bind = (name: keyof Fields): Pick<InputProps, "id" | "name" | "value" | "onChange" | "required"> => ({
    id: fieldId(name),
    name,
    required: true,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (name === "username") setUsernameExists(false);
      setFields((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || usernameExists) return;
    const { confirmPassword, ...account } = fields;
    if (account.password !== confirmPassword) {
      toast.error("Passwords do not match");
      return;
    }
    setSubmitting(true);
    try {
      await signUp({ ...account, role: "customer" });
    } catch (error) {
      const message = apiErrorMessage(error, "Signup failed");
      if (isApiStatus(error, 409) && message === USERNAME_TAKEN) setUsernameExists(true);
      toast.error(message);
      setSubmitting(false);
      return;
    }
    toast.success("Account created successfully");
    await completeSignIn();
  };

  const usernameError = `${id}-username-error`;
  const usernameHint = `${id}-username-hint`;
  const passwordHint = `${id}-password-hint`;
  const passwordStrength = `${id}-password-strength`;

  return (
    <form onSubmit={submit} className="space-y-4">
      {guest && (
        <Alert>
          Use the address your order confirmation was sent to ({guest.emailHint}). Once you confirm it from the
          mail we send, your guest orders placed with it join your account.
        </Alert>
      )}
      <Field
        id={fieldId("username")}
        label="Username"
        hint={
          usernameExists ? (
            <p id={usernameError} className="text-sm font-medium text-red-700">
              {USERNAME_TAKEN}
            </p>
          ) : (
            <p id={usernameHint} className="text-xs text-neutral-600">
              {USERNAME_RULE}
            </p>
          )
        }
      >
        <Input
          {...bind("username")}
          autoComplete="username"
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          pattern={`[${USERNAME_CHARACTERS}]+`}
          aria-invalid={usernameExists || undefined}
          aria-describedby={usernameExists ? usernameError : usernameHint}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("firstName")} label="First Name">
          <Input {...bind("firstName")} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        </Field>
        <Field id={fieldId("lastName")} label="Last Name">
          <Input {...bind("lastName")} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        </Field>
      </div>
      <Field id={fieldId("phone")} label="Phone">
        <Input {...bind("phone")} type="tel" autoComplete="tel" inputMode="tel" />
      </Field>
      <Field id={fieldId("email")} label="Email">
        <Input {...bind("email")} type="email" autoComplete="email" />
      </Field>
      <Field
        id={fieldId("password")}
        label="Password"
        hint={
          <>
            <PasswordStrength
              id={passwordStrength}
              password={fields.password}
              userInputs={[fields.username, fields.email, fields.firstName, fields.lastName]}
            />
            <p id={passwordHint} className="text-xs text-neutral-600">
              {PASSWORD_RULE}
            </p>
          </>
        }
      >
        <PasswordInput
          {...bind("password")}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby={`${passwordHint} ${passwordStrength}`}
        />
      </Field>
      <Field id={fieldId("confirmPassword")} label="Confirm Password">
        <PasswordInput {...bind("confirmPassword")} autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={submitting || usernameExists}>
        {submitting && <Spinner />}
        Create
      </Button>
      <p className="text-center text-sm">
        <Link
          href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login"}
          className="font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Already a member?
        </Link>
      </p>
    </form>
  );
}

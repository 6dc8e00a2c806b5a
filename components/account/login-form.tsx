"use client";

import { KeyRound } from "lucide-react";
import Link from "next/link";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import type { SecondStepRequired } from "@/lib/two-step/contract";
import { logIn } from "./account-api";
import { usePasswordChangePrompt } from "./password-change-prompt";
import { PasswordInput } from "./password-input";
import { SecondStepForm } from "./second-step-form";
import { passkeyFailureMessage, signInWithPasskey } from "./two-step-api";
import { useCompleteSignIn } from "./use-complete-sign-in";

const noSubscription = () => () => {};

const LOGIN_FAILED = "Login failed. Check your credentials.";

/** Why the login failed, as shown under the form: the rate limit says when to retry. */
function failureMessage(error: unknown): string {
  return isApiStatus(error, 429) ? apiErrorMessage(error, LOGIN_FAILED) : LOGIN_FAILED;
}

/**
 * Username, password, 'Remember me' (checked by default) and LOG IN.
 * `callbackUrl`: the page that asked for login, returned to afterwards.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const ids = { username: useId(), password: useId(), remember: useId(), error: useId() };
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepRequired["secondStep"] | null>(null);
  // Offered only where the browser can: false in the server's HTML, read in the browser.
  const passkeys = useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
  const completeSignIn = useCompleteSignIn(callbackUrl);
  const promptPasswordChange = usePasswordChangePrompt();
  // The password step's advice, kept for when the second step completes the sign-in.
  const [changeRecommended, setChangeRecommended] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    let answer: Awaited<ReturnType<typeof logIn>>;
    try {
      answer = await logIn({ username, password, remember });
    } catch (failure) {
      // Unlike the original product, a failed login stays here, with the message.
      setError(failureMessage(failure));
      setSubmitting(false);
      return;
    }
    if (answer.secondStep) {
      setSecondStep(answer.secondStep);
      setChangeRecommended(answer.passwordChangeRecommended === true);
      setSubmitting(false);
      return;
    }
    await completeSignIn();
    if (answer.passwordChangeRecommended) promptPasswordChange();
  };

  const passkeySignIn = async () => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await signInWithPasskey(remember);
    } catch (failure) {
      setError(passkeyFailureMessage(failure, "Sign-in with a passkey failed. Please try again."));
      setSubmitting(false);
      return;
    }
    await completeSignIn();
  };

  if (secondStep) {
    return (
      <SecondStepForm
        ticket={secondStep.ticket}
        methods={secondStep.methods}
        onSignedIn={async () => {
          await completeSignIn();
          if (changeRecommended) promptPasswordChange();
        }}
        onRestart={(message) => {
          setSecondStep(null);
          setPassword("");
          setError(message || null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} aria-describedby={error ? ids.error : undefined} className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={ids.username}>Username</Label>
        <Input
          id={ids.username}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>Password</Label>
        <PasswordInput
          id={ids.password}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={ids.remember}
            checked={remember}
            onCheckedChange={(checked) => setRemember(checked === true)}
          />
          <Label htmlFor={ids.remember} className="font-normal">
            Remember me
          </Label>
        </div>
        <Link
          href="/forgot-password"
          className="text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <Spinner />}
        LOG IN
      </Button>
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {passkeys && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => void passkeySignIn()}
          disabled={submitting}
        >
          <KeyRound className="size-4" aria-hidden="true" />
          Sign in with a passkey
        </Button>
      )}
      <p className="text-center text-sm">
        <Link
          href={callbackUrl ? `/signup?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signup"}
          className="font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          Create a new account
        </Link>
      </p>
    </form>
  );
}

"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { TICKET_INVALID, type SecondStepMethod } from "@/lib/two-step/contract";
import { passkeyFailureMessage, sendSecondStepCode, sendSecondStepPasskey } from "./two-step-api";

type Props = {
  ticket: string;
  methods: SecondStepMethod[];
  /** Signed in: what follows a login. */
  onSignedIn: () => Promise<void>;
  /** The ticket died (expired, used, password changed): back to the password, with why. */
  onRestart: (message: string) => void;
};

const TEXTS: Record<SecondStepMethod, { title: string; help: string }> = {
  totp: {
    title: "Enter the code from your authenticator app",
    help: "The 6-digit code your app shows for this shop.",
  },
  recovery: {
    title: "Enter a recovery code",
    help: "One of the ten codes you saved when you set up two-step sign-in. Each works once.",
  },
  passkey: { title: "Use your passkey", help: "Your device asks for your fingerprint, face or PIN." },
};

/** The sign-in's second step: an app code, a recovery code or a passkey, whichever the account has. */
export function SecondStepForm({ ticket, methods, onSignedIn, onRestart }: Props) {
  const ids = { code: useId(), help: useId(), error: useId(), title: useId() };
  const [method, setMethod] = useState<SecondStepMethod>(methods[0] ?? "totp");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Each method's field takes the focus as it appears (a keyboard user types straight away).
  useEffect(() => {
    if (method !== "passkey") input.current?.focus();
  }, [method]);

  const fail = (failure: unknown, fallback: string) => {
    if (isApiStatus(failure, 401) && apiErrorMessage(failure, "") === TICKET_INVALID) {
      onRestart(TICKET_INVALID);
      return;
    }
    setError(
      method === "passkey" ? passkeyFailureMessage(failure, fallback) : apiErrorMessage(failure, fallback),
    );
    setBusy(false);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || method === "passkey") return;
    setBusy(true);
    setError(null);
    try {
      await sendSecondStepCode(ticket, method, code);
    } catch (failure) {
      fail(failure, "That code could not be checked. Please try again.");
      return;
    }
    await onSignedIn();
  };

  const continueWithPasskey = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendSecondStepPasskey(ticket);
    } catch (failure) {
      fail(failure, "The passkey could not be checked. Please try again.");
      return;
    }
    await onSignedIn();
  };

  const choose = (next: SecondStepMethod) => {
    setMethod(next);
    setCode("");
    setError(null);
  };

  const others = methods.filter((other) => other !== method);
  const otherLabel: Record<SecondStepMethod, string> = {
    totp: "Use your authenticator app",
    recovery: "Use a recovery code",
    passkey: "Use a passkey",
  };

  return (
    <section aria-labelledby={ids.title} className="space-y-5">
      <div>
        <h2 id={ids.title} className="text-lg font-semibold text-neutral-900">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-sm text-neutral-700">{TEXTS[method].title}</p>
      </div>
      {method === "passkey" ? (
        <div className="space-y-3">
          <p id={ids.help} className="text-sm text-neutral-600">
            {TEXTS.passkey.help}
          </p>
          <Button
            className="w-full"
            onClick={() => void continueWithPasskey()}
            disabled={busy}
            aria-describedby={error ? ids.error : ids.help}
          >
            {busy && <Spinner />}
            Continue with your passkey
          </Button>
        </div>
      ) : (
        <form onSubmit={submitCode} className="space-y-4" aria-describedby={error ? ids.error : undefined}>
          <div className="space-y-1.5">
            <Label htmlFor={ids.code}>{method === "totp" ? "Authentication code" : "Recovery code"}</Label>
            <Input
              ref={input}
              id={ids.code}
              name={method === "totp" ? "otp" : "recovery-code"}
              autoComplete={method === "totp" ? "one-time-code" : "off"}
              inputMode={method === "totp" ? "numeric" : "text"}
              pattern={method === "totp" ? "[0-9 ]*" : undefined}
              maxLength={method === "totp" ? 7 : 20}
              spellCheck={false}
              autoCapitalize="off"
              required
              aria-describedby={ids.help}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p id={ids.help} className="text-xs text-neutral-600">
              {TEXTS[method].help}
            </p>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner />}
            VERIFY
          </Button>
        </form>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col items-center gap-1">
        {others.map((other) => (
          <Button key={other} variant="link" size="sm" onClick={() => choose(other)} disabled={busy}>
            {otherLabel[other]}
          </Button>
        ))}
        <Button variant="link" size="sm" onClick={() => onRestart("")} disabled={busy}>
          Start over
        </Button>
      </div>
    </section>
  );
}

"use client";

import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { PasswordInput } from "@/components/account/password-input";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ACCOUNT_DATA_PATH, ACCOUNT_DELETE_EFFECT } from "@/lib/account-data/contract";
import { requestAccountDeletion } from "./account-data-api";

function failureMessage(error: unknown): string {
  if (isApiStatus(error, 401)) return "Your current password is not right.";
  return apiErrorMessage(error, "That did not work. Please try again.");
}

/** The profile's "Your data": a copy of everything the shop holds, and deleting the account. */
export function YourDataSection() {
  const ids = { heading: useId(), form: useId(), password: useId(), effect: useId() };
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "sending") return;
    setState("sending");
    setError(null);
    try {
      setMessage(await requestAccountDeletion({ currentPassword: password }));
      setPassword("");
      setState("sent");
    } catch (failure) {
      setError(failureMessage(failure));
      setState("idle");
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="space-y-4">
      <h2 id={ids.heading} className="text-lg font-semibold text-neutral-900">
        Your data
      </h2>
      <p className="text-sm text-neutral-700">
        Download a copy of everything the shop holds about you: your details, addresses, orders, cart and
        preferences, as a JSON file.
      </p>
      <a href={ACCOUNT_DATA_PATH} download className={buttonClasses({ variant: "secondary" })}>
        <Download className="size-4" aria-hidden="true" />
        Download my data
      </a>
      <div className="space-y-3 border-t border-neutral-200 pt-4">
        <p id={ids.effect} className="text-sm text-neutral-700">
          {ACCOUNT_DELETE_EFFECT}
        </p>
        {state === "sent" && message ? (
          <Alert>{message}</Alert>
        ) : (
          <>
            <Button
              variant="ghost"
              className="text-red-700 hover:text-red-800"
              aria-expanded={open}
              aria-controls={ids.form}
              onClick={() => setOpen((shown) => !shown)}
            >
              Delete my account…
            </Button>
            {open && (
              <form
                id={ids.form}
                onSubmit={submit}
                aria-label="Delete my account"
                aria-describedby={ids.effect}
                className="space-y-3"
              >
                <div className="space-y-1.5">
                  <Label htmlFor={ids.password}>Current password</Label>
                  <PasswordInput
                    id={ids.password}
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <p className="text-xs text-neutral-600">We will e-mail you a link to confirm; nothing is deleted before.</p>
                </div>
                {error && <Alert tone="error">{error}</Alert>}
                <Button type="submit" variant="danger" disabled={state === "sending" || !password}>
                  {state === "sending" && <Spinner />}
                  Send the confirmation link
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </section>
  );
}

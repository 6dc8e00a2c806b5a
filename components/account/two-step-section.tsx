"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import {
  PASSKEY_NAME_MAX_LENGTH,
  RECOVERY_CODE_COUNT,
  type TotpSetup,
  type TwoStepStatus,
} from "@/lib/two-step/contract";
import { PasswordInput } from "./password-input";
import {
  addPasskey,
  confirmTotpSetup,
  newRecoveryCodes,
  passkeyFailureMessage,
  readTwoStepStatus,
  removePasskey,
  startTotpSetup,
  turnOffTotp,
} from "./two-step-api";

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : "Never");

/**
 * The profile's "Two-step sign-in": an authenticator app (QR code, first code, ten recovery
 * codes shown once), and passkeys. `initial` is read on the server; each change re-reads it.
 */
export function TwoStepSection({ initial }: { initial: TwoStepStatus }) {
  const [status, setStatus] = useState(initial);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const refresh = async () => {
    try {
      setStatus(await readTwoStepStatus());
    } catch {
      // The change itself succeeded; the page's next load shows the rest.
    }
  };

  return (
    <section id="two-step" aria-labelledby="two-step-title" className="scroll-mt-24 space-y-6">
      <div>
        <h2 id="two-step-title" className="text-lg font-semibold text-neutral-900">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Besides your password, ask for a code from an authenticator app or a passkey on your device.
        </p>
      </div>
      {status.requiredButMissing && (
        <Alert>
          This shop requires staff accounts to use two-step sign-in. Set up an authenticator app or a passkey
          below to open the admin.
        </Alert>
      )}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <AuthenticatorApp
          status={status}
          onChanged={refresh}
          onRecoveryCodes={(codes) => {
            setRecoveryCodes(codes);
            void refresh();
          }}
        />
      )}
      <Passkeys status={status} onChanged={refresh} />
    </section>
  );
}

function AuthenticatorApp({
  status,
  onChanged,
  onRecoveryCodes,
}: {
  status: TwoStepStatus;
  onChanged: () => Promise<void>;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const ids = { code: useId(), codeHelp: useId(), secret: useId(), error: useId() };
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proving, setProving] = useState<"off" | "codes" | null>(null);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await startTotpSetup());
    } catch (failure) {
      setError(apiErrorMessage(failure, "The setup could not start. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const codes = await confirmTotpSetup(code);
      setSetup(null);
      setCode("");
      toast.success("Two-step sign-in with your authenticator app is on.");
      onRecoveryCodes(codes);
    } catch (failure) {
      setError(apiErrorMessage(failure, "The code could not be checked. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-neutral-200 p-4">
      <h3 className="font-medium text-neutral-900">
        Authenticator app:{" "}
        <span className={status.totpEnabled ? "text-green-700" : "text-neutral-600"}>
          {status.totpEnabled ? "On" : "Off"}
        </span>
      </h3>
      {status.totpEnabled ? (
        <>
          <p className="text-sm text-neutral-600">
            Recovery codes left: {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT}
          </p>
          {proving ? (
            <PasswordProof
              purpose={proving}
              onCancel={() => setProving(null)}
              onDone={async (codes) => {
                setProving(null);
                if (codes) onRecoveryCodes(codes);
                else {
                  toast.success("Two-step sign-in with your authenticator app is off.");
                  await onChanged();
                }
              }}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setProving("codes")}>
                New recovery codes
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setProving("off")}>
                Turn off
              </Button>
            </div>
          )}
        </>
      ) : setup ? (
        <form onSubmit={confirm} className="space-y-4" aria-describedby={error ? ids.error : undefined}>
          <ol className="list-decimal space-y-3 pl-5 text-sm text-neutral-700">
            <li>
              Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password, Aegis…).
              {/* A data URL made on the server: next/image has nothing to optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={setup.qrDataUrl}
                alt="QR code for your authenticator app"
                width={180}
                height={180}
                className="mt-2 rounded border border-neutral-200"
              />
            </li>
            <li>
              Can&apos;t scan it? Enter this key instead:{" "}
              <code
                id={ids.secret}
                data-testid="totp-secret"
                className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono break-all"
              >
                {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="space-y-1.5">
            <Label htmlFor={ids.code}>Code from the app</Label>
            <Input
              id={ids.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy && <Spinner />}
              Turn on
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSetup(null)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button size="sm" onClick={() => void begin()} disabled={busy}>
          {busy && <Spinner />}
          Set up an authenticator app
        </Button>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The password (or, to turn the app off, a current code is also accepted by the server) before a sensitive change. */
function PasswordProof({
  purpose,
  onCancel,
  onDone,
}: {
  purpose: "off" | "codes";
  onCancel: () => void;
  onDone: (codes?: string[]) => Promise<void>;
}) {
  const ids = { password: useId(), error: useId() };
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (purpose === "off") {
        await turnOffTotp({ password });
        await onDone();
      } else {
        await onDone(await newRecoveryCodes(password));
      }
    } catch (failure) {
      setError(
        isApiStatus(failure, 401)
          ? "Your password is not right."
          : apiErrorMessage(failure, "That did not work. Please try again."),
      );
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={purpose === "off" ? "Turn off the authenticator app" : "New recovery codes"}
      aria-describedby={error ? ids.error : undefined}
      className="space-y-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>Your password</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={purpose === "off" ? "danger" : "primary"} disabled={busy}>
          {busy && <Spinner />}
          {purpose === "off" ? "Turn off two-step sign-in" : "Make new recovery codes"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The ten recovery codes, shown this once: copy or download them before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Recovery codes for your shop account. Each works once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Recovery codes copied.");
    } catch {
      toast.error("Could not copy: select the codes and copy them yourself.");
    }
  };
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      role="region"
      aria-labelledby="recovery-codes-title"
    >
      <h3 id="recovery-codes-title" className="font-medium text-neutral-900">
        Save your recovery codes
      </h3>
      <p className="text-sm text-neutral-700">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <a
          href={download}
          download="recovery-codes.txt"
          className="inline-flex h-8 items-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-900 shadow-sm hover:bg-neutral-50"
        >
          Download
        </a>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function Passkeys({ status, onChanged }: { status: TwoStepStatus; onChanged: () => Promise<void> }) {
  const ids = { name: useId(), error: useId() };
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<number | "add" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    setBusy("add");
    setError(null);
    try {
      const added = await addPasskey(name.trim() || "Passkey");
      setName("");
      toast.success(`Passkey "${added.name}" added.`);
      await onChanged();
    } catch (failure) {
      setError(passkeyFailureMessage(failure, "The passkey could not be added. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (id: number, label: string) => {
    if (busy !== null) return;
    setBusy(id);
    setError(null);
    try {
      await removePasskey(id);
      toast.success(`Passkey "${label}" removed.`);
      await onChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The passkey could not be removed. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-neutral-200 p-4">
      <h3 className="font-medium text-neutral-900">Passkeys</h3>
      <p className="text-sm text-neutral-600">
        A passkey signs you in with your fingerprint, face or device PIN, with no password, or serves as the
        second step.
      </p>
      {status.passkeys.length === 0 ? (
        <p className="text-sm text-neutral-600">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y divide-neutral-200 text-sm">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium text-neutral-900">{passkey.name}</p>
                <p className="text-xs text-neutral-600">
                  Added {when(passkey.createdAt)} · Last used {when(passkey.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => void remove(passkey.id, passkey.name)}
                disabled={busy !== null}
              >
                {busy === passkey.id && <Spinner />}
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={add}
        className="flex flex-wrap items-end gap-2"
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="min-w-48 flex-1 space-y-1.5">
          <Label htmlFor={ids.name}>Passkey name</Label>
          <Input
            id={ids.name}
            placeholder="This laptop"
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" size="md" disabled={busy !== null}>
          {busy === "add" && <Spinner />}
          Add a passkey
        </Button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

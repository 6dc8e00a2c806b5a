import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import {
  passkeySummarySchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoStepStatusSchema,
  webauthnOptionsSchema,
  type PasskeySummary,
  type TotpDisableRequest,
  type TotpSetup,
  type TwoStepStatus,
} from "@/lib/two-step/contract";

// The browser's calls for two-step sign-in and passkeys (lib/two-step on the server).

const optionsSchema = webauthnOptionsSchema;

/** The second step after the password: an app or a recovery code. Signs in (cookie) when right. */
export async function sendSecondStepCode(
  ticket: string,
  method: "totp" | "recovery",
  code: string,
): Promise<void> {
  await apiRequest("/auth/login/second-step", { method: "POST", body: { ticket, method, code } });
}

/** The second step with one of the account's passkeys. */
export async function sendSecondStepPasskey(ticket: string): Promise<void> {
  const { challengeId, options } = await apiRequest("/auth/login/second-step/passkey", {
    method: "POST",
    body: { ticket },
    schema: optionsSchema,
  });
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await apiRequest("/auth/login/second-step", {
    method: "POST",
    body: { ticket, method: "passkey", challengeId, credential },
  });
}

/** A sign-in with a passkey alone: the authenticator offers the passkeys it holds for this shop. */
export async function signInWithPasskey(remember: boolean): Promise<void> {
  const { challengeId, options } = await apiRequest("/auth/passkey/options", {
    method: "POST",
    schema: optionsSchema,
  });
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await apiRequest("/auth/passkey", { method: "POST", body: { challengeId, credential, remember } });
}

export async function readTwoStepStatus(): Promise<TwoStepStatus> {
  return apiRequest("/api/account/two-step", { schema: twoStepStatusSchema });
}

export async function startTotpSetup(): Promise<TotpSetup> {
  return apiRequest("/api/account/two-step/totp", { method: "POST", schema: totpSetupSchema });
}

export async function confirmTotpSetup(code: string): Promise<string[]> {
  return (
    await apiRequest("/api/account/two-step/totp/confirm", {
      method: "POST",
      body: { code },
      schema: recoveryCodesSchema,
    })
  ).recoveryCodes;
}

export async function turnOffTotp(proof: TotpDisableRequest): Promise<void> {
  await apiRequest("/api/account/two-step/totp", { method: "DELETE", body: proof });
}

export async function newRecoveryCodes(password: string): Promise<string[]> {
  return (
    await apiRequest("/api/account/two-step/recovery-codes", {
      method: "POST",
      body: { password },
      schema: recoveryCodesSchema,
    })
  ).recoveryCodes;
}

/** Creates a passkey on this device (the browser asks for the fingerprint, face or PIN) and keeps it under `name`. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const { challengeId, options } = await apiRequest("/api/account/passkeys/options", {
    method: "POST",
    schema: optionsSchema,
  });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest("/api/account/passkeys", {
    method: "POST",
    body: { challengeId, name, credential },
    schema: passkeySummarySchema,
  });
}

export async function removePasskey(id: number): Promise<void> {
  await apiRequest(`/api/account/passkeys/${id}`, { method: "DELETE" });
}

/** What a failed WebAuthn ceremony says to the person: cancelling is not an error of theirs. */
export function passkeyFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === "NotAllowedError")
    return "The passkey request was cancelled or timed out.";
  if (error instanceof Error && error.name === "InvalidStateError")
    return "This device already holds a passkey for your account.";
  return apiErrorMessage(error, fallback);
}

import { z } from "zod";

// Two-step sign-in and passkeys: what the server and the browser both read. No server imports.

/** RFC 6238 as authenticator apps expect it: 6 digits, 30-second steps, HMAC-SHA-1. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: "SHA1", issuer: "eCommerce" } as const;
/** Steps accepted either side of now: one, for a phone's clock a little off. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the password's half of a sign-in waits for its second step. */
export const SIGN_IN_TICKET_MINUTES = 5;
/** How long a browser has to answer a passkey challenge. */
export const WEBAUTHN_CHALLENGE_MS = 5 * 60 * 1000;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const SECOND_STEP_METHODS = ["totp", "recovery", "passkey"] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/**
 * What POST /auth/login answers (401) when the password was right but the account has two-step
 * sign-in: no session yet, a ticket for POST /auth/login/second-step, and the methods it takes.
 */
export const secondStepRequiredSchema = z.object({
  detail: z.string(),
  secondStep: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(SECOND_STEP_METHODS)),
    expiresInSeconds: z.number(),
  }),
});
export type SecondStepRequired = z.infer<typeof secondStepRequiredSchema>;
export const SECOND_STEP_NEEDED = "Enter the second step of your sign-in";
export const TICKET_INVALID = "Your sign-in has expired or was already used. Enter your password again.";
export const CODE_INVALID = "That code is not right, or was already used";
export const PASSKEY_INVALID = "That passkey could not be verified";
export const STAFF_TWO_STEP_DETAIL =
  "Staff accounts must turn on two-step sign-in (an authenticator app or a passkey) in their profile before using the admin";

/** Six digits; spaces an app shows in the middle are ignored. */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "code: enter the 6-digit code from your authenticator app"));

/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes are ignored. */
export const recoveryCodeSchema = z
  .string()
  .max(64)
  .transform((code) => code.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, "code: a recovery code has 10 letters and digits"));

const ticketSchema = z.string().min(20).max(100);
const challengeIdSchema = z.uuid("challengeId: not a challenge this server issued");

/**
 * A browser's WebAuthn answer as @simplewebauthn/browser gives it. Only the shape is checked
 * here; the library verifies everything inside against the stored challenge.
 */
const credentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type CredentialJson = z.infer<typeof credentialJsonSchema>;

export const secondStepSchema = z.discriminatedUnion("method", [
  z.object({ ticket: ticketSchema, method: z.literal("totp"), code: totpCodeSchema }),
  z.object({ ticket: ticketSchema, method: z.literal("recovery"), code: recoveryCodeSchema }),
  z.object({
    ticket: ticketSchema,
    method: z.literal("passkey"),
    challengeId: challengeIdSchema,
    credential: credentialJsonSchema,
  }),
]);
export type SecondStepRequest = z.input<typeof secondStepSchema>;

export const ticketBodySchema = z.object({ ticket: ticketSchema });

export const passkeySignInSchema = z.object({
  challengeId: challengeIdSchema,
  credential: credentialJsonSchema,
  remember: z.boolean().default(true),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInSchema>;

/** Options for navigator.credentials, and the id of the challenge they carry. */
export type WebAuthnOptions<T> = { challengeId: string; options: T };

export const totpConfirmSchema = z.object({ code: totpCodeSchema });
/** Turning the app off, or new recovery codes: the password, or (turning off) a current code. */
export const totpDisableSchema = z.union([
  z.object({ password: z.string().min(1, "password: required").max(1024) }),
  z.object({ code: totpCodeSchema }),
]);
export type TotpDisableRequest = z.input<typeof totpDisableSchema>;
export const passwordBodySchema = z.object({ password: z.string().min(1, "password: required").max(1024) });

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "name: give the passkey a name")
  .max(PASSKEY_NAME_MAX_LENGTH, `name: at most ${PASSKEY_NAME_MAX_LENGTH} characters`);
export const passkeyRegisterSchema = z.object({
  challengeId: challengeIdSchema,
  name: passkeyNameSchema,
  credential: credentialJsonSchema,
});

export type TotpSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passkeySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** What the profile's "Two-step sign-in" section shows. */
export type TwoStepStatus = {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  /** The account is staff, the shop requires two-step sign-in, and none is set up. */
  requiredButMissing: boolean;
};

export const twoStepStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(passkeySummarySchema),
  requiredButMissing: z.boolean(),
});

/** POST …/options: the challenge's id and the options for navigator.credentials (as @simplewebauthn/server made them). */
export const webauthnOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});

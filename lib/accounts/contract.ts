import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/rules";
import { passwordSchema } from "@/lib/auth/schemas";

// Request bodies and texts of the account-recovery and e-mail calls; browser-safe (no db).

/** The one answer to a reset request, whether or not an account exists for what was typed. */
export const RESET_REQUESTED =
  "If an account exists for that e-mail address or username, we've sent a link to reset its password. It works for 30 minutes.";

/** How long each kind of link works. A reset is short-lived; a mail to a new inbox may be read later. */
export const TOKEN_LIFETIME_MS = {
  password_reset: 30 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  email_verify: 24 * 60 * 60 * 1000,
  /** "Delete my account": the link mailed after the password was given (lib/account-data). */
  account_delete: 24 * 60 * 60 * 1000,
  /**
   * Mailed to the old address when a change is asked: the old mailbox's way back, so it outlives
   * the change's confirmation and everything whoever asked it can do with the password (days,
   * since a mail to the old inbox may be read late); only its own use or its expiry ends it.
   */
  email_change_cancel: 3 * 24 * 60 * 60 * 1000,
} as const;
export type AccountTokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

/** The 400 detail of a link that is wrong, used, expired or superseded: one answer, so none is told from another. */
export const LINK_INVALID = "token: This link is invalid or has expired. Please ask for a new one.";

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email("Email is not a valid address"));

/** A link's token: 32 random bytes in base64url are 43 characters; anything else cannot be one. */
export const tokenSchema = z.string().trim().min(1, "token is required").max(200);

export const forgotPasswordSchema = z.object({
  identifier: z.string().trim().min(1, "Enter your e-mail address or username").max(EMAIL_MAX_LENGTH),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: tokenSchema, newPassword: passwordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

export const emailChangeSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, "Current password is required").max(1024),
});
export type EmailChangeRequest = z.input<typeof emailChangeSchema>;

export const tokenBodySchema = z.object({ token: tokenSchema });
export type TokenBody = z.input<typeof tokenBodySchema>;

/** GET /api/account/guest-orders: past guest orders that could join the account. */
export const guestOrdersSchema = z.object({ verified: z.boolean(), count: z.number().int().nonnegative() });
export type GuestOrdersSummary = z.infer<typeof guestOrdersSchema>;
export const attachedSchema = z.object({ attached: z.number().int().nonnegative() });

/** POST /auth/email-change/cancel: a fresh reset token, for the new password the page asks for next. */
export const cancelledChangeSchema = z.object({ resetToken: tokenSchema });

// Signed-in devices (GET/DELETE /api/account/sessions...).

/** One signed-in device as the profile lists it; the place is a country name or "Unknown". */
export const deviceSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Linux", from the User-Agent at sign-in ("Unknown device" without one). */
  device: z.string(),
  place: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  /** The device that asked. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesSchema = z.array(deviceSchema);

/** A session id in a path: anything but a UUID cannot be one (400). */
export const sessionParamsSchema = z.object({ id: z.uuid("id: not a session id") });

/** How many sessions a "sign out" ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** The place when the shop was told none (no trusted proxy gave a country). */
export const UNKNOWN_PLACE = "Unknown";

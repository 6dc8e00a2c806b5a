import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_GUESSABLE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PERSONAL,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./rules";
import { isGuessablePassword, personalPart } from "./password-policy";
import { guestOrderLinkSchema } from "@/lib/orders/contract/guest-link-contract";

// Request bodies of /auth/signup, /auth/login and /auth/password, built from the rules in
// rules.ts. No server imports: the browser's account client types its calls with them.

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(
    new RegExp(`^[${USERNAME_CHARACTERS}]+$`),
    "Username may only contain letters, digits, dots, dashes and underscores",
  );

/**
 * The one rule for a password being chosen (sign-up, change, reset, and whatever else sets
 * one): length, then the common/breached list. The list check is asynchronous (it loads the
 * list on first use), so parse with `safeParseAsync` (parseBody does). Whether it contains
 * the account's own names is checked with `personalPart` wherever the owner is known: by the
 * sign-up schema below, by the password change and the reset once they know the account.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
  .refine(async (password) => !(await isGuessablePassword(password)), `Password ${PASSWORD_GUESSABLE}`);

/** The refusal of a password that contains the owner's username or e-mail (see personalPart). */
export const PASSWORD_PERSONAL_DETAIL = `Password ${PASSWORD_PERSONAL}`;

export const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** A shopper's phone: the signup rule, and the profile's. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, "Phone may contain only digits, spaces and a leading +")
  .refine((phone) => phone.replace(/\D/g, "").length >= 6, "Phone must have at least 6 digits");

export const signupSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email("Email is not a valid address")),
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  phone: phoneSchema,
  password: passwordSchema,
  // Accepted for compatibility with the original client and ignored: signup always creates a customer.
  role: z.unknown().optional(),
  /** 'Create an account' after a guest checkout: the order's signed link, whose order joins the account. */
  guestOrder: guestOrderLinkSchema.optional(),
}).superRefine((account, ctx) => {
  if (personalPart(account.password, account))
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_PERSONAL_DETAIL });
});
export type SignupRequest = z.input<typeof signupSchema>;
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  // No strength rules here: they apply when a password is chosen, not when it is used.
  password: z.string().min(1, "Password is required").max(1024),
  remember: z.boolean().default(true),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** The part of the login answer the browser reads (beyond the spec's role, username and token). */
export const loginAnswerSchema = z.object({ passwordChangeRecommended: z.boolean().optional() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(1024),
  newPassword: passwordSchema,
  remember: z.boolean().default(true),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

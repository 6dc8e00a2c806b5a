import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./rules";
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

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Za-z]/, "Password must contain a letter")
  .regex(/\d/, "Password must contain a digit");

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

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(1024),
  newPassword: passwordSchema,
  remember: z.boolean().default(true),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

import { z } from "zod";

// Request bodies of /auth/signup and /auth/login. No server imports: the forms reuse the rules.

/** The 409 detail for a taken username; the signup form keys its username-exists flag on it. */
export const USERNAME_TAKEN = "Username already exists";
export const EMAIL_TAKEN = "An account with this email already exists";

export const PASSWORD_RULE = "At least 8 characters, with a letter and a digit";
export const USERNAME_RULE = "3 to 30 letters, digits, dots, dashes or underscores";

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "Username may only contain letters, digits, dots, dashes and underscores");

export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  // argon2 would hash megabytes happily; a cap keeps one request from costing seconds.
  .max(128, "Password must be at most 128 characters")
  .regex(/[A-Za-z]/, "Password must contain a letter")
  .regex(/\d/, "Password must contain a digit");

const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(50, `${label} must be at most 50 characters`);

export const signupSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().max(254).pipe(z.email("Email is not a valid address")),
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/, "Phone may contain only digits, spaces and a leading +")
    .refine((phone) => phone.replace(/\D/g, "").length >= 6, "Phone must have at least 6 digits"),
  password: passwordSchema,
  // Accepted for compatibility with the original client and ignored: signup always creates a customer.
  role: z.unknown().optional(),
});
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  // No strength rules here: they apply when a password is chosen, not when it is used.
  password: z.string().min(1, "Password is required").max(1024),
  remember: z.boolean().default(true),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(1024),
  newPassword: passwordSchema,
  remember: z.boolean().default(true),
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

import { z } from "zod";
import { emailSchema, tokenSchema } from "@/lib/accounts/contract";
import { STAFF_ROLES } from "@/lib/auth/permissions";
import { nameSchema, passwordSchema, usernameSchema } from "@/lib/auth/schemas";
import { ROLES } from "@/lib/users/types";

// The Staff page and its calls (GET /api/admin/staff, POST /api/admin/staff/invites, DELETE
// /api/admin/staff/invites/{id}) and accepting an invitation (POST /auth/staff-invite).
// Browser-safe: no database here.

/** How long an invitation's link works: long enough for a mail read after a weekend. */
export const STAFF_INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** POST /api/admin/staff/invites */
export const staffInviteSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(STAFF_ROLES, "role must be seller or admin"),
});
export type StaffInviteRequest = z.input<typeof staffInviteSchema>;

/** POST /auth/staff-invite: the link's token and the account the invited person chooses. */
export const acceptStaffInviteSchema = z.object({
  token: tokenSchema,
  username: usernameSchema,
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  password: passwordSchema,
});
export type AcceptStaffInviteRequest = z.input<typeof acceptStaffInviteSchema>;
export type AcceptStaffInviteInput = z.output<typeof acceptStaffInviteSchema>;

/** The 409 of an invitation to an address that already has an account. */
export const INVITE_EMAIL_HAS_ACCOUNT =
  "email: This address already has an account; change that account's role on its customer page instead";
/** The 404 of an invitation that is unknown or no longer pending (accepted, revoked). */
export const INVITE_NOT_FOUND = "No pending invitation with this id";

/** A member of staff as the Staff page lists them. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** ISO 8601. */
  joinedAt: z.string(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** An invitation still waiting to be accepted (expired ones are listed too, marked, so they can be sent again). */
export const pendingInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The admin who sent it; null once their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingInvite = z.output<typeof pendingInviteSchema>;

/** GET /api/admin/staff */
export const staffOverviewSchema = z.object({
  staff: z.array(staffMemberSchema),
  invites: z.array(pendingInviteSchema),
});
export type StaffOverview = z.output<typeof staffOverviewSchema>;

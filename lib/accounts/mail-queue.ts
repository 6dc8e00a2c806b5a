import "server-only";
import { z } from "zod";
import type { Db } from "@/db/client";
import { seal } from "@/lib/crypto/seal";
import { STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import { enqueue } from "@/lib/jobs/queue";

/** The kind of job that renders and sends one account mail (its handler is in mail-job.ts). */
export const ACCOUNT_MAIL_JOB = "mail.account";
/** What a link token is sealed for inside a job's payload. */
export const TOKEN_SEAL_PURPOSE = "account-mail-token";

const userId = z.number().int().positive();
const to = z.string().min(3).max(320);

/**
 * What an account-mail job carries: the recipient as it was when asked (an e-mail change mails
 * the new address, its notice the old one) and, for a link, the token sealed (AES-GCM): the
 * raw token is never readable in the jobs table, and the job clears it once the mail is sent.
 */
export const accountMailJobSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("password_reset"), userId, to, token: z.string().optional() }),
  z.object({ kind: z.literal("email_change"), userId, to, token: z.string().optional() }),
  z.object({ kind: z.literal("email_verify"), userId, to, token: z.string().optional() }),
  z.object({ kind: z.literal("email_changed_notice"), userId, to, newEmail: to }),
  z.object({ kind: z.literal("account_delete"), userId, to, token: z.string().optional() }),
  // To the OLD address as soon as a change is asked: the new one, and a link that cancels it.
  z.object({ kind: z.literal("email_change_cancel"), userId, to, newEmail: to, token: z.string().optional() }),
  // An invitation to join the staff: no account exists yet, so it names its invitation instead.
  z.object({
    kind: z.literal("staff_invite"),
    inviteId: z.number().int().positive(),
    to,
    role: z.enum(STAFF_ROLES),
    token: z.string().optional(),
  }),
]);
export type AccountMailJob = z.infer<typeof accountMailJobSchema>;

/** What a caller asks for: the raw token, sealed here. */
export type AccountMail =
  | { kind: "password_reset" | "email_change" | "email_verify" | "account_delete"; userId: number; to: string; token: string }
  | { kind: "email_changed_notice"; userId: number; to: string; newEmail: string }
  | { kind: "email_change_cancel"; userId: number; to: string; newEmail: string; token: string }
  | { kind: "staff_invite"; inviteId: number; to: string; role: StaffRole; token: string };

/** Queues an account mail in the caller's transaction: sent by the worker only if the change commits. */
export async function queueAccountMail(tx: Db, mail: AccountMail): Promise<void> {
  const payload: AccountMailJob =
    mail.kind === "email_changed_notice" ? mail : { ...mail, token: seal(mail.token, TOKEN_SEAL_PURPOSE) };
  await enqueue(tx, { kind: ACCOUNT_MAIL_JOB, payload: accountMailJobSchema.parse(payload), maxAttempts: 5 });
}

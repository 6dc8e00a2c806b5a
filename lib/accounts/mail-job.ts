import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, staffInvites, users } from "@/db/schema";
import { renderAccountMail, type AccountMailView } from "@/emails/render";
import { unseal } from "@/lib/crypto/seal";
import { defineJob } from "@/lib/jobs/worker";
import { sendMail } from "@/lib/mail/mailer";
import { siteUrl } from "@/lib/site";
import { STAFF_INVITE_LIFETIME_MS } from "@/lib/staff/contract";
import { TOKEN_LIFETIME_MS } from "./contract";
import {
  ACCOUNT_MAIL_JOB,
  accountMailJobSchema,
  TOKEN_SEAL_PURPOSE,
  type AccountMailJob,
} from "./mail-queue";

/** Where each link lands: a page that asks before it acts (mail scanners open links too). */
const LINK_PAGES = {
  staff_invite: "/staff-invite",
  password_reset: "/reset-password",
  email_change: "/confirm-email",
  email_verify: "/verify-email",
  account_delete: "/delete-account",
  email_change_cancel: "/cancel-email-change",
} as const;

const validFor = (ms: number) =>
  ms >= 60 * 60 * 1000 ? `${ms / 3_600_000} hours` : `${ms / 60_000} minutes`;

function viewOf(
  job: Exclude<AccountMailJob, { kind: "staff_invite" }>,
  name: string | null,
  token: string | undefined,
): AccountMailView | undefined {
  if (job.kind === "email_changed_notice")
    return {
      kind: job.kind,
      mail: { name, newEmail: job.newEmail, contactUrl: `${siteUrl()}/contact` },
    };
  if (!token) return undefined;
  const url = `${siteUrl()}${LINK_PAGES[job.kind]}?token=${encodeURIComponent(token)}`;
  if (job.kind === "email_change_cancel")
    return {
      kind: job.kind,
      mail: { name, url, validFor: validFor(TOKEN_LIFETIME_MS[job.kind]), newEmail: job.newEmail },
    };
  return { kind: job.kind, mail: { name, url, validFor: validFor(TOKEN_LIFETIME_MS[job.kind]) } };
}

/**
 * Renders and sends one account mail, then removes the sealed token from the job's payload so
 * not even the sealed copy outlives its use. A job whose token is gone (sent already, and run
 * again after a crash) or cannot be opened (another secret) sends nothing.
 */
/** Removes the sealed token from a sent (or pointless) job's payload. */
async function forgetToken(jobId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} - 'token'` })
    .where(eq(jobs.id, jobId));
}

/** An invitation to the staff: sent only while it is still pending (not revoked, accepted or expired). */
async function sendStaffInvite(job: { id: number }, payload: Extract<AccountMailJob, { kind: "staff_invite" }>) {
  const db = await getDb();
  const [invite] = await db
    .select({ id: staffInvites.id })
    .from(staffInvites)
    .where(
      sql`${staffInvites.id} = ${payload.inviteId} AND ${staffInvites.acceptedAt} IS NULL AND ${staffInvites.revokedAt} IS NULL AND ${staffInvites.expiresAt} > now()`,
    );
  const token = payload.token ? unseal(payload.token, TOKEN_SEAL_PURPOSE) : undefined;
  if (invite && token) {
    const url = `${siteUrl()}${LINK_PAGES.staff_invite}?token=${encodeURIComponent(token)}`;
    const mail = { url, validFor: validFor(STAFF_INVITE_LIFETIME_MS), role: payload.role === "admin" ? "an administrator" : "a seller" };
    await sendMail({ to: payload.to, ...(await renderAccountMail({ kind: "staff_invite", mail })) });
  }
  await forgetToken(job.id);
}

defineJob(ACCOUNT_MAIL_JOB, async (job) => {
  const payload = accountMailJobSchema.parse(job.payload);
  if (payload.kind === "staff_invite") return sendStaffInvite(job, payload);
  const db = await getDb();
  const [user] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payload.userId));
  if (!user) return; // The account was deleted: nobody to tell.
  const token = "token" in payload && payload.token ? unseal(payload.token, TOKEN_SEAL_PURPOSE) : undefined;
  const view = viewOf(payload, user.firstName || null, token);
  if (view) await sendMail({ to: payload.to, ...(await renderAccountMail(view)) });
  if ("token" in payload) await forgetToken(job.id);
});

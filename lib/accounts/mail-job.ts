import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, users } from "@/db/schema";
import { renderAccountMail, type AccountMailView } from "@/emails/render";
import { unseal } from "@/lib/crypto/seal";
import { defineJob } from "@/lib/jobs/worker";
import { sendMail } from "@/lib/mail/mailer";
import { siteUrl } from "@/lib/site";
import { TOKEN_LIFETIME_MS } from "./contract";
import {
  ACCOUNT_MAIL_JOB,
  accountMailJobSchema,
  TOKEN_SEAL_PURPOSE,
  type AccountMailJob,
} from "./mail-queue";

/** Where each link lands: a page that asks before it acts (mail scanners open links too). */
const LINK_PAGES = {
  password_reset: "/reset-password",
  email_change: "/confirm-email",
  email_verify: "/verify-email",
  account_delete: "/delete-account",
  email_change_cancel: "/cancel-email-change",
} as const;

const validFor = (ms: number) =>
  ms >= 60 * 60 * 1000 ? `${ms / 3_600_000} hours` : `${ms / 60_000} minutes`;

function viewOf(
  job: AccountMailJob,
  name: string | null,
  token: string | undefined,
): AccountMailView | undefined {
  if (job.kind === "email_changed_notice")
    return {
      kind: job.kind,
      mail: { name, newEmail: job.newEmail, resetUrl: `${siteUrl()}/forgot-password` },
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
defineJob(ACCOUNT_MAIL_JOB, async (job) => {
  const payload = accountMailJobSchema.parse(job.payload);
  const db = await getDb();
  const [user] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payload.userId));
  if (!user) return; // The account was deleted: nobody to tell.
  const token = "token" in payload && payload.token ? unseal(payload.token, TOKEN_SEAL_PURPOSE) : undefined;
  const view = viewOf(payload, user.firstName || null, token);
  if (view) await sendMail({ to: payload.to, ...(await renderAccountMail(view)) });
  if ("token" in payload)
    await db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} - 'token'` })
      .where(eq(jobs.id, job.id));
});

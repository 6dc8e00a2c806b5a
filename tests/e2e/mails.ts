import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the e2e server writes its mail (MAIL_DIR in scripts/e2e-server.ts). */
const MAIL_DIR = resolve(".e2e-data/mail");

/** Quoted-printable undone, bytes read as UTF-8 ("2 =C3=97 Tee" is "2 × Tee"). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The newest mail to `email` whose file ends with `subjectFile` ("-Reset-your-password.eml"),
 * its body decoded, or undefined. Only the body is quoted-printable: a header's "token=18."
 * must stay as it is.
 */
export function newestMailTo(email: string, subjectFile: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((file) => file.endsWith(subjectFile))
      .sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(join(MAIL_DIR, file), "latin1");
    const bodyStart = raw.search(/\r?\n\r?\n/);
    const mail = raw.slice(0, bodyStart) + decodeQuotedPrintable(raw.slice(bodyStart));
    if (mail.includes(`To: ${email}`)) return mail;
  }
  return undefined;
}

/** The path and query of the reset link in the newest reset mail to `email`. */
export function resetLinkFor(email: string): string | undefined {
  const mail = newestMailTo(email, "-Reset-your-password.eml");
  return mail ? /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] : undefined;
}

/** The path and query of the link in the newest "delete your account" mail to `email`. */
export function deleteAccountLinkFor(email: string): string | undefined {
  const mail = newestMailTo(email, "-Confirm-that-your-account-should-be-deleted.eml");
  return mail ? /\/delete-account\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] : undefined;
}

/** The path and query of the cancel link mailed to the OLD address when an e-mail change is asked. */
export function cancelEmailChangeLinkFor(email: string): string | undefined {
  const mail = newestMailTo(email, "-Someone-asked-to-change-the-e-mail-address-of-your-account.eml");
  return mail ? /\/cancel-email-change\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] : undefined;
}

/** The token of the confirmation link mailed to the NEW address of an e-mail change. */
export function confirmEmailTokenFor(email: string): string | undefined {
  const mail = newestMailTo(email, "-Confirm-your-new-e-mail-address.eml");
  return mail ? /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
}

/** The path and query of the link in the newest staff invitation to `email`. */
export function staffInviteLinkFor(email: string): string | undefined {
  const mail = newestMailTo(email, "-You-re-invited-to-help-run-the-shop.eml");
  return mail ? /\/staff-invite\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0] : undefined;
}

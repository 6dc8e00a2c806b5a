import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the e2e server writes its mail (MAIL_DIR in scripts/e2e-server.ts). */
const MAIL_DIR = resolve(".e2e-data/mail");

/** The path and query of the reset link in the newest reset mail to `email`, quoted-printable undone. */
export function resetLinkFor(email: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((file) => file.endsWith("-Reset-your-password.eml"))
      .sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const mail = readFileSync(join(MAIL_DIR, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(`To: ${email}`)) continue;
    return /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  }
  return undefined;
}

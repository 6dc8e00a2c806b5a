import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { log } from "@/lib/log/logger";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on mail a recipient may opt out of. */
  headers?: Record<string, string>;
};

export const DEFAULT_MAIL_DIR = ".data/mail";

const globalForMail = globalThis as unknown as { shopSmtp?: Transporter };

function sender(): string {
  return process.env.MAIL_FROM || "eCommerce <orders@localhost>";
}

/** Where mail goes without SMTP: one .eml file per message, readable by any mail program. */
export function mailDir(): string {
  return resolve(process.env.MAIL_DIR || DEFAULT_MAIL_DIR);
}

async function writeToFolder(message: nodemailer.SendMailOptions): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const { message: raw } = (await composer.sendMail(message)) as { message: Buffer };
  const dir = mailDir();
  await mkdir(dir, { recursive: true });
  const slug = String(message.subject ?? "mail").replace(/[^A-Za-z0-9]+/g, "-").slice(0, 60);
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug}.eml`);
  await writeFile(file, raw);
  return file;
}

/**
 * Sends a message: over SMTP when SMTP_URL is set (e.g. smtp://user:pass@mail.example.com:587),
 * otherwise written as an .eml file under MAIL_DIR so the flow can be followed offline.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const message = { from: sender(), ...mail };
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    globalForMail.shopSmtp ??= nodemailer.createTransport(smtpUrl);
    await globalForMail.shopSmtp.sendMail(message);
    return;
  }
  const file = await writeToFolder(message);
  // The file, never the recipient: the log names no one.
  log.info({ event: "mail.written", file }, "Mail written to the mail folder");
}

import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import "@/lib/jobs/all";
import { runDueJobs } from "@/lib/jobs/worker";

// The shop's mail as a recipient gets it: jobs run as the worker runs them, then each .eml
// written to MAIL_DIR is read back into its address, subject and decoded text and HTML parts.

/** Points MAIL_DIR at a fresh folder of this test file's own (call it before anything sends). */
export function useFreshMailDir(): string {
  process.env.MAIL_DIR = mkdtempSync(join(tmpdir(), "shop-mail-"));
  return process.env.MAIL_DIR;
}

/** Runs every job that is due now, as the app's worker would (mail included). */
export async function runJobs(): Promise<number> {
  return runDueJobs(500);
}

export type ReceivedMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's headers, by lower-case name. */
  headers: Map<string, string>;
};

function headersOf(block: string): Map<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** Header words encoded as =?UTF-8?Q?...?= or =?UTF-8?B?...?=. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function split(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ""] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, "")];
}

function parse(file: string, raw: string): ReceivedMail {
  const [head, body] = split(raw);
  const headers = headersOf(head);
  const mail: ReceivedMail = {
    file,
    to: headers.get("to") ?? "",
    subject: decodeWords(headers.get("subject") ?? ""),
    text: "",
    html: "",
    headers,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const [partHead, partBody] = split(part.replace(/^\r?\n/, ""));
    const partHeaders = headersOf(partHead);
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding")).trimEnd();
    const type = partHeaders.get("content-type") ?? "";
    if (type.startsWith("text/plain")) mail.text = decoded;
    if (type.startsWith("text/html")) mail.html = decoded;
  }
  return mail;
}

/** Every mail written so far, oldest first. */
export function receivedMail(dir = process.env.MAIL_DIR!): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return files.map((file) => parse(file, readFileSync(join(dir, file), "utf8")));
}

/** The mails one address received. */
export function mailTo(address: string, dir?: string): ReceivedMail[] {
  return receivedMail(dir).filter((mail) => mail.to.includes(address));
}

/** The token of the newest link to `page` (e.g. "reset-password") mailed to `address`, running the mail jobs first. */
export async function newestLinkToken(address: string, page: string): Promise<string> {
  await runJobs();
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(
    mailTo(address)
      .map((mail) => mail.text)
      .filter((text) => text.includes(`/${page}?`))
      .at(-1) ?? "",
  );
  if (!match) throw new Error(`No ${page} link mailed to ${address}`);
  return match[1];
}

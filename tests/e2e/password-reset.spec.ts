import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { signUpCustomer } from "./checkout-helpers";

// A shopper who forgot their password gets back in through the link the shop mails them.

/** Where the e2e server writes its mail (MAIL_DIR in scripts/e2e-server.ts). */
const MAIL_DIR = resolve(".e2e-data/mail");

/** The path and query of the reset link in the newest reset mail to `email`, quoted-printable undone. */
function resetLinkFor(email: string): string | undefined {
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

test("a shopper resets a forgotten password from the mailed link and signs in with the new one", async ({
  page,
}) => {
  const username = await signUpCustomer(page, "forgetful");
  const email = `${username}@example.com`;
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("E-mail address or username").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that e-mail address or username")).toBeVisible();

  // The job worker sends the mail within a few seconds.
  await expect.poll(() => resetLinkFor(email), { timeout: 20_000 }).toBeTruthy();
  await page.goto(resetLinkFor(email)!);
  await page.getByLabel("New password", { exact: true }).fill("fresh-password-7");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  await page.getByRole("link", { name: "Log in with your new password" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("buyer-password-1");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByText("Login failed. Check your credentials.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("fresh-password-7");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

  // The link worked once.
  await page.goto(resetLinkFor(email)!);
  await page.getByLabel("New password", { exact: true }).fill("another-password-8");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link is invalid or has expired")).toBeVisible();
});

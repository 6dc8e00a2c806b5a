import { expect, test } from "@playwright/test";
import { signUpCustomer } from "./checkout-helpers";
import { resetLinkFor } from "./mails";

// A shopper who forgot their password gets back in through the link the shop mails them.

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

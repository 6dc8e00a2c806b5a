import { expect, test, type Page } from "@playwright/test";
import { signUpCustomer } from "./checkout-helpers";
import { cancelEmailChangeLinkFor, confirmEmailTokenFor } from "./mails";

// A shopper keeps their account: a change of e-mail address they did not ask for is cancelled
// from the old mailbox, and a device they no longer trust is signed out from another one.

const PASSWORD = "buyer-password-1";

async function logInWithForm(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
}

test("an e-mail change is cancelled from the old mailbox: every session ends, a new password is set, the old one no longer works", async ({
  page,
}) => {
  const username = await signUpCustomer(page, "mover");
  const oldEmail = `${username}@example.com`;
  const newEmail = `${username}-thief@example.org`;

  // Someone signed in (who knows the password) asks to move the account to their own address.
  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Change e-mail" });
  await form.getByLabel("New e-mail address").fill(newEmail);
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change e-mail" }).click();
  await expect(page.getByText(`We've sent a link to ${newEmail}`)).toBeVisible();

  // The old address is told at once, with a link that cancels the change.
  await expect.poll(() => cancelEmailChangeLinkFor(oldEmail), { timeout: 20_000 }).toBeTruthy();
  const confirmToken = confirmEmailTokenFor(newEmail);
  expect(confirmToken).toBeTruthy();

  // The page asks before it acts (mail scanners open links too).
  await page.goto(cancelEmailChangeLinkFor(oldEmail)!);
  await expect(page.getByRole("heading", { name: "Cancel the e-mail change" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel the change" }).click();
  await expect(page.getByText("The change is cancelled and every device has been signed out.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("quartz-meadow-lantern-7");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  // This browser's session ended too, and the change can no longer be confirmed.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
  const confirm = await page.request.post("/auth/email-change/confirm", { data: { token: confirmToken } });
  expect(confirm.status()).toBe(400);

  await logInWithForm(page, username, PASSWORD);
  await expect(page.getByText("Login failed. Check your credentials.")).toBeVisible();
  await logInWithForm(page, username, "quartz-meadow-lantern-7");
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText(oldEmail, { exact: true }).first()).toBeVisible();
});

test("a device signed out from the profile of another is signed out", async ({ page, browser }) => {
  const username = await signUpCustomer(page, "twodevices");

  // A second browser signs in to the same account.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInWithForm(other, username, PASSWORD);
  await expect(other.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
  await other.goto("/profile");
  await expect(other.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  // The first lists both, itself marked, and signs the other out.
  await page.goto("/profile");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(devices.getByText(/Unknown · Last seen/).first()).toBeVisible();
  await devices.getByRole("button", { name: /^Sign out / }).click();
  await expect(page.getByText(/is signed out\.$/)).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("No other device is signed in.")).toBeVisible();

  // The second is signed out: the profile sends it to the login page.
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();

  // The first is still signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
});

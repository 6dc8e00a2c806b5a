import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { staffInviteLinkFor } from "./mails";

// An admin invites a seller by e-mail; the seller follows the mailed link, chooses a password and
// works on products and orders, but the settings stay out of sight and out of reach.

test("an admin invites a seller, who joins from the mailed link and may ship orders but not open Settings", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `seller-${stamp}@example.com`;
  const username = `seller${stamp}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await admin.goto("/admin/staff");
  await expect(admin.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  const invite = admin.getByRole("form", { name: "Invite staff" });
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Role").selectOption("seller");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = admin.getByRole("table", { name: "Pending invitations" });
  await expect(pending.getByRole("row", { name: new RegExp(email) })).toContainText("Seller");
  await adminContext.close();

  // The job worker sends the mail within a few seconds.
  await expect.poll(() => staffInviteLinkFor(email), { timeout: 20_000 }).toBeTruthy();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(staffInviteLinkFor(email)!);
  await expect(page.getByRole("heading", { name: "Join the staff" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("First name").fill("Sally");
  await page.getByLabel("Last name").fill("Seller");
  await page.getByLabel("Password", { exact: true }).fill("plum-orbit-ladder-42");
  await page.getByRole("button", { name: "Create my staff account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

  // The admin area opens with the seller's part of the menu only.
  await page.goto("/admin/product/management");
  await expect(page.getByRole("heading", { name: "Product Management", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Inventory" })).toBeVisible();
  for (const hidden of ["Settings", "Customers", "Discounts", "Staff", "Activity"])
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);

  // A paid order waiting to be sent: the seller may ship it, not refund or cancel it, and sees no e-mail.
  await page.goto("/admin/orders?status=paid&fulfilment=unfulfilled");
  await expect(page.getByLabel("Order number", { exact: true })).toBeVisible();
  await page.getByRole("row").nth(1).getByRole("link", { name: /^#\d+$/ }).click();
  await expect(page.getByRole("heading", { name: /^Order #\d+$/, level: 1 })).toBeVisible();
  const actions = page.getByRole("region", { name: "Actions" });
  await expect(actions.getByRole("button", { name: "Ship" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Customer" })).not.toContainText("@");
  await expect(page.getByRole("region", { name: "Shipping address" }).locator("address")).toBeVisible();

  // Settings: the not-found page, however it is reached.
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Settings" })).toHaveCount(0);
  await context.close();
});

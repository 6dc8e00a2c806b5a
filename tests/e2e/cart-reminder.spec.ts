import { expect, test } from "@playwright/test";
import { admin, withDatabase } from "../../db/server-admin";
import { logInAsAdmin } from "./admin-helpers";
import { addProductToCart, cartLine, cartLink } from "./cart-helpers";
import { signUpCustomer } from "./checkout-helpers";
import { newestMailTo } from "./mails";

// A signed-in shopper leaves a cart; a day later the shop mails one reminder, whose button
// brings them back to that cart (through the sign-in page when signed out) and whose
// unsubscribe link stops the next one.

test.skip(
  !process.env.DATABASE_URL,
  "Making a cart a day old means changing the database, which the embedded one keeps inside the server",
);
test.describe.configure({ mode: "serial" });

const CHECKBOX = "Email me a reminder about items left in my cart";

/** The e2e server's database (scripts/e2e-server.ts). */
const e2eDatabase = () => withDatabase(process.env.DATABASE_URL!, process.env.E2E_DATABASE || "shop_e2e");

/** The newest cart reminder to `email`, decoded, or undefined. */
const reminderTo = (email: string) => newestMailTo(email, "-You-left-something-in-your-cart.eml");

function linkIn(mail: string, path: RegExp): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.source}`).exec(mail);
  if (!match) throw new Error(`No link to ${path.source} in the reminder`);
  return match[0];
}

test("an idle cart's reminder brings the shopper back to it, and its link turns reminders off", async ({ page }) => {
  const username = await signUpCustomer(page, "idle");
  const email = `${username}@example.com`;
  const name = await addProductToCart(page, 0, 2);
  await expect(cartLink(page, 1)).toBeVisible();

  // A day passes: the cart's last change moves 25 hours back (and the address counts as
  // confirmed, as reminders go to confirmed addresses only).
  await admin(e2eDatabase(), async (sql) => {
    const moved = await sql`
      UPDATE users SET cart_changed_at = cart_changed_at - interval '25 hours', email_verified_at = now()
      WHERE username = ${username} AND cart_changed_at IS NOT NULL RETURNING id`;
    expect(moved).toHaveLength(1);
  });

  // The server's worker sweeps idle carts every few seconds here and sends the reminder.
  await expect.poll(() => reminderTo(email), { timeout: 30_000 }).toBeTruthy();
  const mail = reminderTo(email)!;
  expect(mail).toContain("Return to your cart");
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  expect(mail).toMatch(new RegExp(`2 × ${words.join("\\s+")}`));
  expect(mail).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/account\/cart-reminders\/unsubscribe\?token=/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const backToCart = linkIn(mail, /\/auth\/return-to-cart/);

  // Signed in, the button opens the cart with the item.
  await page.goto(backToCart);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  await expect(cartLine(page, name)).toBeVisible();
  await expect(cartLine(page, name).getByTestId("line-quantity")).toHaveText("2");

  // Signed out, it asks for the sign-in first, then opens the cart.
  await page.context().clearCookies();
  await page.goto(backToCart);
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("buyer-password-1");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name)).toBeVisible();

  // The unsubscribe link asks first (a mail scanner's visit changes nothing), then turns them off.
  await page.goto(linkIn(mail, /\/unsubscribe\?token=[\w.-]+/));
  await expect(page.getByRole("heading", { name: "Stop cart reminders" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("checkbox", { name: CHECKBOX })).toBeChecked();
  await page.goto(linkIn(mail, /\/unsubscribe\?token=[\w.-]+/));
  await page.getByRole("button", { name: "Stop cart reminders" }).click();
  await expect(page.getByText("You will get no more cart reminders.")).toBeVisible();
  await page.getByRole("link", { name: "Go to your profile" }).click();
  const checkbox = page.getByRole("checkbox", { name: CHECKBOX });
  await expect(checkbox).not.toBeChecked();

  // The profile turns them back on.
  await checkbox.click();
  await expect(page.getByText("Cart reminders are on.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: CHECKBOX })).toBeChecked();
});

test("the owner sees the reminders on the dashboard and sets their delay", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "Cart reminders" });
  await expect(panel.getByText("Cart reminders sent")).toBeVisible();
  await expect(panel.getByText("Revenue after reminders")).toBeVisible();
  // The journey above sent one this week.
  await expect(panel.getByRole("definition").first()).not.toHaveText("0");

  await page.goto("/admin/settings");
  const delay = page.getByLabel("Remind shoppers of an idle cart after (hours)");
  await expect(delay).toHaveValue("24");
  await delay.fill("0");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Cart reminders: enter a whole number of hours from 1 to 720")).toBeVisible();
  await delay.fill("36");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Remind shoppers of an idle cart after (hours)")).toHaveValue("36");
  await page.getByLabel("Remind shoppers of an idle cart after (hours)").fill("24");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
});

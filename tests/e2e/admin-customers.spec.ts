import { expect, test, type Page } from "@playwright/test";
import { signUpCustomer } from "./checkout-helpers";

// The demo seed's administrator, the shop's only admin (scripts/e2e-server.ts prepares the database).
const ADMIN = { username: "admin", password: "admin1234", email: "admin@example.com" };

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel("Search by name or e-mail").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, "\\.")}`));
}

test("the admin finds a customer and changes their role; the last admin cannot be demoted", async ({ page }) => {
  const username = await signUpCustomer(page, "regular");
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();

  // Sorting by what customers spent, biggest first, then the other way.
  const table = page.getByRole("table", { name: "Customers" });
  await table.getByRole("link", { name: "Total spent" }).click();
  await expect(page).toHaveURL(/sort=spent&dir=desc/);
  await expect(table.getByRole("columnheader", { name: "Total spent" })).toHaveAttribute("aria-sort", "descending");
  await table.getByRole("link", { name: "Total spent" }).click();
  await expect(table.getByRole("columnheader", { name: "Total spent" })).toHaveAttribute("aria-sort", "ascending");

  await search(page, username);
  await expect(table.getByRole("row")).toHaveCount(2); // the header and the one match
  await table.getByRole("link", { name: "Sam Buyer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Buyer" })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await page.getByRole("combobox", { name: "Role" }).selectOption("seller");
  await page.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText("Role changed to Seller")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("seller");

  // The shop's only admin tries to step down: refused, with the reason.
  await page.goto("/admin/customers");
  await search(page, ADMIN.email);
  await table.getByRole("link", { name: "Avery Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Avery Admin" })).toBeVisible();
  await page.getByRole("combobox", { name: "Role" }).selectOption("customer");
  await page.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("last admin");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("admin");
});

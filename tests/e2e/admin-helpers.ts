import { expect, type Page } from "@playwright/test";

// Signing in as the demo seed's administrator (scripts/e2e-server.ts prepares a fresh demo
// database), which every admin journey starts with.

export const ADMIN = { username: "admin", password: "admin1234" };

export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${ADMIN.username}` })).toBeVisible();
}

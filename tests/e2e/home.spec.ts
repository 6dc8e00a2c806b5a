import { expect, test } from "@playwright/test";

test("the home page opens with the shop's landmarks and featured products", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/eCommerce/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Your trusted store for all your needs.");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
});

test("the health check reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

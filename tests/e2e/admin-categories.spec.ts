import { expect, test } from "@playwright/test";
import { ADMIN, logInAsAdmin } from "./admin-helpers";

// The admin renames a category: the storefront menu shows the new name at once, the category's
// old address still answers, and the Activity page shows the rename with before and after.

test("rename a category: the menu changes, its link still works, and Activity shows before and after", async ({
  page,
}) => {
  // The demo's "Merch" (address merch); its current name, so the test can run again on one server.
  const current = await page.request.get("/api/category/merch");
  expect(current.status()).toBe(200);
  const before = ((await current.json()) as { name: string }).name;
  const after = `Merch & Gifts ${Date.now().toString(36).slice(-4)}`;

  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Categories" });
  await expect(bar.getByRole("link", { name: before, exact: true })).toBeVisible();

  await logInAsAdmin(page);
  await page.getByRole("button", { name: /Account menu/ }).waitFor();
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  const tree = page.getByRole("main").getByRole("navigation", { name: "Categories" });
  await tree
    .getByRole("button")
    .filter({ has: page.getByText(before, { exact: true }) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: before })).toBeVisible();
  await expect(page.getByText("/products?categories=merch")).toBeVisible();

  const name = page.getByLabel("Name", { exact: true });
  await name.fill(after);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: after })).toBeVisible();
  await expect(tree.getByText(after, { exact: true })).toBeVisible();

  // The storefront's menu shows the new name at once; the old address answers with it.
  await page.goto("/");
  await expect(bar.getByRole("link", { name: after, exact: true })).toBeVisible();
  await expect(bar.getByRole("link", { name: before, exact: true })).toHaveCount(0);
  const list = await page.goto("/products?categories=merch");
  expect(list?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: after })).toBeVisible();

  // The Activity page lists the rename first among category changes, with before and after.
  await page.goto("/admin/activity");
  await page.getByLabel("Kind").selectOption({ label: "Categories" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/kind=category/);
  const entry = page.getByTestId("activity-entry").first();
  await expect(entry.getByText(`Renamed category ${before} to ${after}`)).toBeVisible();
  await expect(entry.getByText(ADMIN.username, { exact: true })).toBeVisible();
  await entry.getByText("Show changes").click();
  const changes = entry.getByRole("table");
  await expect(changes.getByRole("row", { name: `name ${before} ${after}` })).toBeVisible();
});

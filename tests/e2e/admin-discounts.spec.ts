import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";

// The owner runs a sale: creates a 20 % code on /admin/discounts and sees it listed as Active;
// a form with a mistake says what is wrong and saves nothing; the code can be switched off.

/** A code of its own per run, so the journey can run again on one server. */
const uniqueCode = (label: string) => `${label}${Date.now().toString(36).slice(-5).toUpperCase()}`;

async function openDiscounts(page: Page): Promise<void> {
  await logInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Discounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Discounts" })).toBeVisible();
}

test("the owner creates a 20 % code and sees it listed as Active, then deactivates it", async ({ page }) => {
  const code = uniqueCode("SAVE20");
  await openDiscounts(page);

  await page.getByRole("button", { name: "New discount code" }).click();
  const dialog = page.getByRole("dialog", { name: "New discount code" });
  await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await expect(dialog.getByRole("radio", { name: "Percentage" })).toBeChecked();
  await dialog.getByLabel("Percent off").fill("20");
  await dialog.getByRole("button", { name: "Create code" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${code} created`)).toBeVisible();
  const row = page.getByRole("table", { name: "Discount codes" }).getByRole("row").filter({ hasText: code });
  await expect(row.getByRole("cell", { name: "20 %", exact: true })).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "0 / no limit" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "All products" })).toBeVisible();

  // Still there after a reload: saved on the server, not only shown.
  await page.reload();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(page.getByText(`${code} deactivated`)).toBeVisible();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Activate ${code}` })).toBeVisible();
});

test("an invalid form says what is wrong, points at the field and saves nothing", async ({ page }) => {
  const code = uniqueCode("TOOMUCH");
  await openDiscounts(page);

  await page.getByRole("button", { name: "New discount code" }).click();
  const dialog = page.getByRole("dialog", { name: "New discount code" });
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Code: is required");
  await expect(dialog.getByLabel("Code", { exact: true })).toBeFocused();

  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Percent off").fill("150");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Percent off: a percentage must be a whole number from 1 to 100");
  await expect(dialog.getByLabel("Percent off")).toBeFocused();
  await expect(dialog.getByLabel("Percent off")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const search = await page.request.get(`/api/admin/discounts?q=${code}`);
  expect(((await search.json()) as { count: number }).count).toBe(0);
});

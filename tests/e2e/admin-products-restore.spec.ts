import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { createSpecProduct, productHistory } from "./admin-product-helpers";

test("the admin archives a product, finds it under 'Show archived' and restores it; the storefront and the history follow", async ({
  page,
}) => {
  const name = `Comeback Crew Tee ${Date.now().toString(36)}`;
  await logInAsAdmin(page);
  const id = await createSpecProduct(page, name);
  const productUrl = `/products/${id}/details`;
  await page.goto(productUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Listed at its cheapest item's price: the payload named no product price.
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: name }).getByText("$22.00")).toBeVisible();

  // Archive from the list.
  await page.goto("/admin/product/management");
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const products = page.getByRole("table", { name: "Products" });
  const row = products.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Delete product" }).click();
  await page.getByRole("dialog", { name: `Delete ${name}` }).getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);

  expect((await page.goto(productUrl))?.status()).toBe(404);
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: name })).toHaveCount(0);

  // 'Show archived' lists it, marked, with Restore instead of Edit and Delete.
  await page.goto("/admin/product/management");
  await page.getByRole("checkbox", { name: "Show archived" }).check();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Archived", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Delete product" })).toHaveCount(0);
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByText(`${name} is back on sale`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Show archived" }).uncheck();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "Edit product" })).toBeVisible();

  // Back on the storefront at once.
  const back = await page.goto(productUrl);
  expect(back?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: name })).toHaveCount(1);

  // Its page in the admin shows both steps in its history, newest first.
  await page.goto(`/admin/product/management/${id}`);
  const shown = page.getByRole("region", { name: "Product history" });
  await expect(shown.getByText(`Restored ${name}`)).toBeVisible();
  await expect(shown.getByText(`Archived ${name}`)).toBeVisible();

  // And the entries hold the values before and after.
  const history = await productHistory(page.request, id);
  expect(history.map((entry) => [entry.kind, entry.action, entry.before, entry.after])).toEqual([
    ["product", "created", null, expect.objectContaining({ name, price: 22 })],
    ["product", "archived", { archived: false, featured: false }, { archived: true, featured: false }],
    ["product", "restored", { archived: true }, { archived: false }],
  ]);
});

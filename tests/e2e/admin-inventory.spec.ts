import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";

type Row = { id: number; sku: string; stock: number; product: { id: number }; variations: { name: string; value: string }[] };
type Page_ = { results: Row[]; count: number };

async function inventory(page: Page, query: string): Promise<Page_> {
  const response = await page.request.get(`/api/admin/inventory?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Page_;
}

test("filter low stock, set a stock in place (and meet a sale's change), and see it on the storefront", async ({ page }) => {
  await logInAsAdmin(page);
  // The item with the most stock: well above the low-stock threshold.
  const [item] = (await inventory(page, "stock=in&sort=stock_desc&pageSize=10")).results;

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  const table = page.getByRole("table", { name: "Inventory" });
  await page.getByRole("searchbox", { name: "Search" }).fill(item.sku);
  await page.getByRole("button", { name: "Search" }).click();
  const row = table.getByTestId("inventory-row").filter({ hasText: item.sku });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("In stock")).toBeVisible();

  // Keyboard only: the edit control, the figure, Enter.
  await row.getByRole("button", { name: `Edit stock of ${item.sku}` }).focus();
  await page.keyboard.press("Enter");
  const field = row.getByRole("textbox", { name: `Stock of ${item.sku}` });
  await expect(field).toBeFocused();
  await field.fill("2");
  await page.keyboard.press("Enter");
  await expect(row.getByText("Low stock")).toBeVisible();
  await expect(row.getByRole("button", { name: `Edit stock of ${item.sku}` })).toBeFocused();

  await page.getByLabel("Stock", { exact: true }).selectOption({ label: "Low stock" });
  await expect(row).toHaveCount(1);
  await page.getByLabel("Stock", { exact: true }).selectOption({ label: "Out of stock" });
  await expect(table.getByText("No items match these filters")).toBeVisible();
  await page.getByLabel("Stock", { exact: true }).selectOption({ label: "All items" });

  // A sale (here: another admin) changes the stock while the field is open: the save is refused with the new figure.
  await row.getByRole("button", { name: `Edit stock of ${item.sku}` }).click();
  const changed = await page.request.put(`/api/admin/items/${item.id}/stock`, { data: { stock: 3, expected: 2 } });
  expect(changed.status()).toBe(200);
  await field.fill("9");
  await row.getByRole("button", { name: "Save stock" }).click();
  await expect(row.getByRole("alert")).toHaveText("The stock changed to 3 since you loaded it; check the new figure and try again");
  await page.keyboard.press("Escape");
  await expect(row.getByText("3", { exact: true })).toBeVisible();

  await page.goto(`/products/${item.product.id}/details`);
  // A value reads "…, out of stock" while the other choice makes a sold-out combination.
  for (const { value } of item.variations) {
    const name = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(, out of stock)?$`);
    await page.getByRole("radio", { name }).check({ force: true });
  }
  await expect(page.getByText("Only 3 left in stock.")).toBeVisible();
});

test("the low-stock threshold set in Settings drives the dashboard's Low stock panel", async ({ page }) => {
  await logInAsAdmin(page);
  const panelSays = async (threshold: number) => {
    const out = (await inventory(page, "stock=out&pageSize=10")).count;
    const low = threshold > 0 ? (await inventory(page, "stock=low&pageSize=10")).count : 0;
    const total = out + low;
    await page.goto("/admin");
    const panel = page.getByRole("region", { name: "Low stock" });
    if (total === 0) await expect(panel.getByText(`No items at or below ${threshold} in stock.`)).toBeVisible();
    else
      await expect(
        panel.getByText(`${total > 999 ? "999+" : total} ${total === 1 ? "item" : "items"} at or below ${threshold} in stock`),
      ).toBeVisible();
  };
  const setThreshold = async (value: number) => {
    await page.goto("/admin/settings");
    await page.getByLabel("Low-stock threshold").fill(String(value));
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
  };

  await setThreshold(0);
  await panelSays(0);
  await setThreshold(20);
  await panelSays(20);
  await setThreshold(5);
  await panelSays(5);
});

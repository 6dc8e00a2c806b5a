import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";

// The edit page's items and stock, followed to the storefront: a sold-out item restocked and
// bought, and an item added for a new size and offered on the product page.

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const CATEGORY = "women-tops-t-shirts";

type VariationType = { name: string; variant_values: { id: number; value: string }[] };

/** The id of a value of the category's variation type, e.g. ("Size", "L"). */
async function valueId(request: APIRequestContext, type: string, value: string): Promise<number> {
  const response = await request.get(`/api/variation?category=${CATEGORY}`);
  const types = (await response.json()) as VariationType[];
  const found = types.find((candidate) => candidate.name === type)?.variant_values.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`${CATEGORY} has no ${type} ${value}`);
  return found.id;
}

/** A product listed in Australia, made through the admin API (the admin's cookies), with these items. */
async function createProduct(
  request: APIRequestContext,
  name: string,
  items: { sku: string; stock: number; values: [string, string][] }[],
): Promise<number> {
  const product_items = await Promise.all(
    items.map(async (item) => ({
      sku: item.sku,
      stock: item.stock,
      variations: await Promise.all(item.values.map(([type, value]) => valueId(request, type, value))),
    })),
  );
  const response = await request.post("/api/product", {
    data: { name, description: "Made by the items journey.", featured: false, category: CATEGORY, price: 30, locations: ["AU"], product_items },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The newest entry of the product's history on its admin page, with its values before and after opened. */
async function latestHistoryEntry(page: Page, summary: string) {
  const entry = page
    .getByRole("region", { name: "Product history" })
    .getByTestId("activity-entry")
    .filter({ hasText: summary })
    .first();
  await expect(entry).toBeVisible();
  await entry.getByText("Show changes").click();
  return entry;
}

function itemRow(page: Page, sku: string) {
  return page.getByRole("table", { name: "Items" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: sku }) });
}

async function itemAction(page: Page, sku: string, action: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${sku}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

/** A shopper in Sydney in a browser of their own, signed up. */
async function shopperIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, geolocation: SYDNEY, permissions: ["geolocation"] });
  const page = await context.newPage();
  await signUpCustomer(page);
  return page;
}

test("a sold-out item is restocked in the admin and bought on the storefront", async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = `E2E-RESTOCK-${stamp}`;
  const name = `Restocked Tee ${stamp}`;
  await logInAsAdmin(page);
  const productId = await createProduct(page.request, name, [{ sku, stock: 2, values: [["Color", "red"], ["Size", "S"]] }]);

  await page.goto(`/admin/product/management/${productId}`);
  const panel = page.getByRole("region", { name: "Items and stock" });
  const row = itemRow(page, sku);
  await expect(row).toContainText("On sale");
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");

  // A count guarded by the figure shown: a sale (here a delivery) meanwhile is not overwritten.
  await itemAction(page, sku, "Set stock");
  const count = page.getByRole("dialog", { name: `Set stock of ${sku}` });
  await count.getByLabel("Counted stock").fill("0");
  const itemId = await page.request
    .get(`/api/admin/product/${productId}/items`)
    .then(async (response) => ((await response.json()) as { items: { id: number }[] }).items[0].id);
  expect((await page.request.post(`/api/admin/items/${itemId}/stock`, { data: { quantity: 1 } })).status()).toBe(200);
  await count.getByRole("button", { name: "Set stock" }).click();
  await expect(count.getByRole("alert")).toContainText("The stock changed to 3 since you loaded it");
  await expect(count.getByTestId("current-stock")).toHaveText("3");
  await count.getByRole("button", { name: "Set stock" }).click();
  await expect(page.getByText(`Stock of ${sku} set to 0`)).toBeVisible();
  await expect(count).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Actions for ${sku}` })).toBeFocused();
  await expect(row).toContainText("Sold out");

  // The storefront shows it sold out at once.
  const shopper = await shopperIn(browser, baseURL);
  await shopper.goto(`/products/${productId}/details`);
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(shopper.getByText("Out of stock in this combination.")).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeDisabled();

  // A delivery arrives.
  await itemAction(page, sku, "Receive stock");
  const receive = page.getByRole("dialog", { name: `Receive stock of ${sku}` });
  await receive.getByLabel("Quantity received").fill("5");
  await receive.getByLabel("Note (optional)").fill("Delivery 1042");
  await receive.getByRole("button", { name: "Receive" }).click();
  await expect(page.getByText(`Received 5 of ${sku}`, { exact: true })).toBeVisible();
  await expect(row).toContainText("On sale");
  await expect(row.getByRole("cell").nth(3)).toHaveText("5");

  // The history shows the count and the delivery at once, each with the stock before and after.
  const delivery = await latestHistoryEntry(page, `Received 5 of ${sku} (Delivery 1042)`);
  await expect(delivery.getByRole("row", { name: "stock" })).toContainText(/0\s*5/);
  const counted = await latestHistoryEntry(page, `Set the stock of ${sku} to 0`);
  await expect(counted.getByRole("row", { name: "stock" })).toContainText(/3\s*0/);

  // ... and the shopper buys it.
  await shopper.reload();
  await expect(shopper.getByText("Only 5 left in stock.")).toBeVisible();
  await shopper.getByRole("button", { name: "Add to Cart" }).click();
  await expect(shopper.getByText("Added to cart").first()).toBeVisible();
  await expect.poll(() => shopper.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
  await shopper.goto("/checkout");
  await confirmShipping(shopper);
  await payByCard(shopper, "4242 4242 4242 4242");
  await expect(shopper.getByRole("heading", { name: "Order complete!" })).toBeVisible();

  // The admin sees the sale: one sold, four left.
  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toHaveText("4");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await expect(panel).toBeVisible();
});

test("an item added for a new size is selectable on the product page", async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Sized Tee ${stamp}`;
  const sku = `E2E-SIZE-L-${stamp}`;
  await logInAsAdmin(page);
  const productId = await createProduct(page.request, name, [
    { sku: `E2E-SIZE-S-${stamp}`, stock: 4, values: [["Color", "red"], ["Size", "S"]] },
    { sku: `E2E-SIZE-M-${stamp}`, stock: 4, values: [["Color", "red"], ["Size", "M"]] },
  ]);

  const shopper = await shopperIn(browser, baseURL);
  await shopper.goto(`/products/${productId}/details`);
  const sizes = shopper.getByRole("group", { name: /^Size/ });
  await expect(sizes.getByRole("radio")).toHaveCount(2);

  await page.goto(`/admin/product/management/${productId}`);
  await page.getByRole("button", { name: "Add item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByLabel("Color").selectOption({ label: "red" });
  // Red in S and M exist already: only the sizes without an item are offered.
  await expect(dialog.getByLabel("Size").getByRole("option", { name: "S", exact: true })).toHaveCount(0);
  await dialog.getByLabel("Size").selectOption({ label: "L" });
  await dialog.getByLabel("SKU").fill(sku);
  await dialog.getByLabel("Price (USD)").fill("34.00");
  await dialog.getByLabel("Stock").fill("6");
  await dialog.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByText(`${sku} added`)).toBeVisible();
  await expect(itemRow(page, sku)).toContainText("$34.00");
  await expect(page.getByRole("button", { name: "Add item" })).toBeFocused();
  const added = await latestHistoryEntry(page, `Added ${sku}`);
  await expect(added.getByRole("row", { name: "sku" })).toContainText(sku);

  await shopper.reload();
  await expect(sizes.getByRole("radio")).toHaveCount(3);
  await sizes.getByText("L", { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: "L", exact: true })).toBeChecked();
  await expect(shopper.getByTestId("product-price")).toHaveText("$34.00");
  await expect(shopper.getByText("In stock", { exact: true })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
});

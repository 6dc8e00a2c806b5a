import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { logInAsAdmin } from "./admin-helpers";
import { signUpCustomer } from "./checkout-helpers";

async function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } }).png().toBuffer();
}

async function expectNotFound(page: Page): Promise<void> {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  // The storefront's not-found page, with its header and footer.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test("a guest who opens /admin lands on the not-found page", async ({ page }) => {
  await expectNotFound(page);
  await page.goto("/admin/product/management/add");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("a customer who opens /admin lands on the not-found page, and the admin API refuses them", async ({ page }) => {
  await signUpCustomer(page, "curious");
  await expectNotFound(page);
  const response = await page.request.get("/api/admin/product");
  expect(response.status()).toBe(403);
});

test("the admin sees the week's overview and the orders", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Avery" })).toBeVisible();
  await expect(page.getByText("Here is your overview for the past week")).toBeVisible();
  for (const card of ["Total Sales", "Active Users", "Sign-Ups", "Memberships"])
    await expect(page.getByRole("main").getByText(card, { exact: true })).toBeVisible();
  for (const panel of ["Sales Overview", "Top Selling Items", "Order History", "Sales Forecast"])
    await expect(page.getByRole("heading", { name: panel })).toBeVisible();
  const panelSide = page.getByRole("complementary");
  await expect(panelSide.getByText("admin@example.com")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByRole("navigation", { name: "Payment status" }).getByRole("link", { name: "Paid" }).click();
  await expect(page).toHaveURL(/status=paid/);
  const orders = page.getByRole("table", { name: "Orders" });
  await expect(orders.getByText("Paid").first()).toBeVisible();
  await expect(orders.getByText(/^(Pending|Failed)$/)).toHaveCount(0);
  await orders.getByRole("link", { name: /^#\d+$/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText("Shipping address")).toBeVisible();
});

test("the admin adds a product with a 2 x 2 matrix and two images, edits its price and takes it off sale", async ({
  page,
}) => {
  const name = `Harbour Linen Shirt ${Date.now().toString(36)}`;
  const stamp = Date.now().toString(36).toUpperCase();
  await logInAsAdmin(page);
  // Searched for before it exists: nothing. What the search read then must not outlive the addition.
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No products match your search and filters.")).toBeVisible();

  await page.goto("/admin/product/management");
  await page.getByRole("link", { name: "+ Add Product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
  const stockTab = page.getByRole("tab", { name: "Stock Information" });
  const next = page.getByRole("button", { name: "Next →" });
  await expect(stockTab).toBeDisabled();

  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Description").fill("Light linen shirt with a relaxed fit, made for warm evenings.");
  await page.getByLabel("Category").selectOption("women-tops-t-shirts");
  await page.getByRole("radio", { name: "False" }).check();
  await page.getByLabel("Price (USD)").fill("42.50");
  await page.getByLabel("Image slot 1").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await png({ r: 30, g: 90, b: 160 }) });
  await page.getByLabel("Image slot 2").setInputFiles({ name: "back.png", mimeType: "image/png", buffer: await png({ r: 200, g: 60, b: 60 }) });
  await expect(page.getByRole("button", { name: /^Preview image \d: / })).toHaveCount(2);
  await expect(next).toBeDisabled();
  await page.getByLabel("Listing location").selectOption("AU");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole("button", { name: "red", exact: true })).toBeVisible();
  for (const value of ["red", "blue", "S", "M"]) await page.getByRole("button", { name: value, exact: true }).click();
  const rows = page.getByRole("table", { name: "Variations" }).getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Add Product" })).toBeDisabled();

  // A row removed by mistake comes back from 'Show deleted variations'.
  await page.getByRole("button", { name: "Remove variation red / S" }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole("button", { name: "Show deleted variations (1)" }).click();
  await page.getByRole("checkbox", { name: /red \/ S/ }).check();
  await page.getByRole("button", { name: "Add selected rows back" }).click();
  await expect(rows).toHaveCount(5);

  for (const combination of ["red / S", "red / M", "blue / S", "blue / M"]) {
    const sku = `E2E-${stamp}-${combination.replace(" / ", "-").toUpperCase()}`;
    await page.getByLabel(`SKU for ${combination}`).fill(sku);
    await page.getByLabel(`Stock for ${combination}`).fill("5");
  }
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product\/management$/);

  // The storefront shows it at once, with both images and its price.
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main").getByText("$42.50").first()).toBeVisible();
  const productUrl = page.url();
  const imageCount = await page.getByRole("main").locator("img[src*='uploads']").count();
  expect(imageCount).toBeGreaterThanOrEqual(2);

  // Found in the admin list by name, edited, and the storefront follows.
  await page.goto("/admin/product/management");
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: "Edit product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Price (USD)").fill("45.00");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Product updated")).toBeVisible();
  await page.goto(productUrl);
  await expect(page.getByRole("main").getByText("$45.00").first()).toBeVisible();

  // Taken off sale: gone from the storefront.
  await page.goto("/admin/product/management");
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Delete product" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}` });
  await expect(confirm.getByText(`You are about to delete ${name} from the inventory list.`)).toBeVisible();
  await expect(confirm.getByText("Are you sure you want to do that?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);

  const gone = await page.goto(productUrl);
  expect(gone?.status()).toBe(404);
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: name })).toHaveCount(0);
});

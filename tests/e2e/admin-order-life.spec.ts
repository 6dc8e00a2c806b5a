import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addProductToCart } from "./cart-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";

// The owner's side of an order's life: shipping it with a tracking number (the shopper is
// e-mailed it) and refunding a line with its units returned to stock (the storefront shows them).

// The demo seed's administrator (scripts/e2e-server.ts prepares the database).
const ADMIN = { username: "admin", password: "admin1234" };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
/** Where the e2e server writes its mail (MAIL_DIR in scripts/e2e-server.ts). */
const MAIL_DIR = resolve(".e2e-data/mail");

test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${ADMIN.username}` })).toBeVisible();
  return page;
}

/** A new shopper buys `quantity` of the n-th product with the test card; returns their e-mail. */
async function buy(
  page: Page,
  productIndex: number,
  quantity = 1,
): Promise<{ email: string; product: string }> {
  const username = await signUpCustomer(page, "lifebuyer");
  const product = await addProductToCart(page, productIndex, quantity);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
  await page.goto("/checkout");
  await confirmShipping(page);
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
  return { email: `${username}@example.com`, product };
}

/** Finds the shopper's order in the admin list by their e-mail and opens it; returns its number. */
async function openOrderOf(admin: Page, email: string): Promise<number> {
  await admin.goto("/admin/orders");
  await admin.getByLabel("Order number or customer e-mail").fill(email);
  await admin.getByRole("button", { name: "Search" }).click();
  const rows = admin.getByRole("table", { name: "Orders" }).getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one order
  const link = rows.nth(1).getByRole("link", { name: /^#\d+$/ });
  const orderId = Number((await link.innerText()).slice(1));
  await link.click();
  await expect(admin.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  return orderId;
}

/** The text of the mails whose subject names the order as shipped, quoted-printable undone. */
function shippedMails(orderId: number): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(`-Your-order-${orderId}-has-shipped.eml`))
    .map((file) =>
      readFileSync(join(MAIL_DIR, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

test("the owner ships an order with DHL and a tracking number; the shopper is e-mailed the tracking", async ({
  page,
  browser,
}) => {
  const { email } = await buy(page, 0);
  const admin = await adminPage(browser);
  const orderId = await openOrderOf(admin, email);
  await expect(admin.getByRole("main")).toContainText("Paid");

  const tracking = `JD${Date.now()}`;
  await admin.getByRole("button", { name: "Ship", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: `Ship order #${orderId}` });
  await dialog.getByLabel("Carrier (optional)").fill("DHL");
  await dialog.getByLabel("Tracking number (optional)").fill(tracking);
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(admin.getByText(`Order #${orderId} marked shipped`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The page read again: shipped, the delivery details, the move on the timeline, and only the
  // moves a shipped order can make.
  const main = admin.getByRole("main");
  await expect(main.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: tracking })).toHaveAttribute(
    "href",
    new RegExp(`dhl\\.com.*${tracking}`),
  );
  await expect(admin.getByRole("list", { name: "Order timeline" })).toContainText(
    `Shipped with DHL, tracking ${tracking}`,
  );
  await expect(admin.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Ship", exact: true })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The job worker sends the shipped mail: it names the carrier and the tracking number.
  await expect.poll(() => shippedMails(orderId).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [mail] = shippedMails(orderId);
  expect(mail).toContain(`To: ${email}`);
  expect(mail).toContain(tracking);
  expect(mail).toContain("DHL");

  // The shopper's order page shows it shipped, with the tracking number and the carrier's link.
  await page.goto(`/profile/orders/${orderId}`);
  const order = page.getByRole("main");
  await expect(order.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(order.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(order).toContainText(tracking);
  await expect(order.locator(`a[href*="${tracking}"]`).first()).toHaveAttribute("href", /dhl\.com/);

  // Delivered next; then no move but refunds is left.
  await admin.getByRole("button", { name: "Mark delivered" }).click();
  await expect(admin.getByText(`Order #${orderId} marked delivered`)).toBeVisible();
  await expect(main.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
  await admin.context().close();
});

test("the owner refunds one line with 'Return to stock' and the storefront's stock rises", async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  // A product whose items are low on stock, so the product page shows how many are left.
  await page.goto("/products");
  const card = page.getByRole("main").getByRole("article").nth(1);
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/\d+\/details/);
  const productId = Number(/\/products\/(\d+)\//.exec(page.url())?.[1]);
  expect(productId).toBeGreaterThan(0);
  const items = (await (await admin.request.get(`/api/productItem/${productId}/byProduct`)).json()) as {
    id: number;
    stock: number;
  }[];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const set = await admin.request.put(`/api/admin/items/${item.id}/stock`, {
      data: { stock: 4, expected: item.stock },
    });
    expect(set.status()).toBe(200);
  }

  const { email, product } = await buy(page, 1, 3);
  await page.goto(`/products/${productId}/details`);
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();
  await expect(page.getByText("Only 1 left in stock.")).toBeVisible();

  const orderId = await openOrderOf(admin, email);
  await admin.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: `Refund order #${orderId}` });
  await dialog.getByRole("radio", { name: "Some items" }).check();
  await dialog.getByRole("spinbutton", { name: `Units of ${product} to refund` }).fill("3");
  await expect(dialog.getByRole("checkbox", { name: "Return to stock" })).toBeChecked();
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(admin.getByText(`Refund of order #${orderId} requested`)).toBeVisible();
  const refunds = admin.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText(/Refund pending|Refunded/);
  await expect(refunds).toContainText(`3 × ${product}`);
  await expect(refunds).toContainText("returned to stock");

  // The units are back on sale at once: the storefront shows the stock as before the sale.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Only 4 left in stock.")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The provider confirms the refund (the job worker): the order is refunded in full.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByRole("region", { name: "Refunds" })).toContainText("Refunded", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await admin.context().close();
});

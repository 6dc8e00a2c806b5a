import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { addProductToCart } from "./cart-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";

// The owner runs a sale with delivery and GST; a shopper in Sydney pays exactly what the cart
// showed. Other journeys expect a shop with no delivery and no tax (Delivery 'TBD', GST 0), so
// what this one configures goes again, pass or fail.

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const suffix = () => Date.now().toString(36).slice(-5).toUpperCase();

async function removeDeliveryAndTax(page: Page): Promise<void> {
  await logInAsAdmin(page);
  const listed = await page.request.get("/api/admin/shipping-methods");
  if (listed.ok())
    for (const method of (await listed.json()) as { id: number; country: string; name: string }[])
      if (method.country === "AU" && method.name === "Standard") await page.request.delete(`/api/admin/shipping-methods/${method.id}`);
  await page.request.delete("/api/admin/tax-rates/AU");
}

test.describe("in Sydney", () => {
  test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

  test.afterEach(async ({ browser }) => {
    const page = await browser.newPage();
    await removeDeliveryAndTax(page);
    await page.close();
  });

  test("the owner's 20 % code, AU delivery and GST included: the shopper pays exactly the cart's total", async ({
    browser,
  }) => {
    const code = `SAVE20${suffix()}`;
    const owner = await browser.newPage();
    await logInAsAdmin(owner);

    // A 20 % code.
    await owner.goto("/admin/discounts");
    await owner.getByRole("button", { name: "New discount code" }).click();
    const dialog = owner.getByRole("dialog", { name: "New discount code" });
    await dialog.getByLabel("Code", { exact: true }).fill(code);
    await dialog.getByLabel("Percent off").fill("20");
    await dialog.getByRole("button", { name: "Create code" }).click();
    await expect(owner.getByText(`${code} created`)).toBeVisible();

    // A flat-rate delivery for Australia and 10 % GST included in its prices.
    await owner.goto("/admin/settings");
    const delivery = owner.getByRole("region", { name: "Delivery methods" });
    await delivery.getByRole("button", { name: "Add delivery method" }).click();
    const addMethod = owner.getByRole("dialog", { name: "Add delivery method" });
    await addMethod.getByLabel("Country").selectOption({ label: "Australia" });
    await addMethod.getByLabel("Name").fill("Standard");
    await addMethod.getByLabel("Price (AUD)").fill("10");
    await addMethod.getByRole("button", { name: "Add method" }).click();
    await expect(owner.getByText("Delivery method Standard added")).toBeVisible();
    const tax = owner.getByRole("region", { name: "Tax rates" });
    await tax.getByRole("button", { name: "Set a tax rate" }).click();
    const setRate = owner.getByRole("dialog", { name: "Set a tax rate" });
    await setRate.getByLabel("Country").selectOption({ label: "Australia" });
    await setRate.getByLabel("Rate (%)").fill("10");
    await setRate.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByText("GST for Australia saved")).toBeVisible();
    await owner.close();

    // The shopper in Sydney applies the code in the cart.
    const page = await browser.newPage({ geolocation: SYDNEY, permissions: ["geolocation"] });
    await signUpCustomer(page);
    await addProductToCart(page, 0, 2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/cart");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByText("Delivery (Standard)")).toBeVisible();
    await expect(summary.getByText("GST (10 % included)")).toBeVisible();
    await summary.getByLabel("Discount code").fill(code.toLowerCase());
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
    await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();

    const items = await amountOf(summary.getByTestId("summary-subtotal"));
    const discount = await amountOf(summary.getByTestId("summary-discount"));
    const total = await amountOf(summary.getByTestId("summary-total"));
    expect(discount).toBeCloseTo(Math.round(items * 20) / 100, 2);
    expect(total).toBeCloseTo(items - discount + 10, 2);
    const gst = await amountOf(summary.getByTestId("summary-tax"));
    expect(gst).toBeCloseTo(Math.round((total * 100) / 11) / 100, 2);

    // The checkout charges that same total, with the code and delivery it lists.
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Standard" })).toBeChecked();
    const pay = page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2} AUD$/ });
    await expect(pay).toHaveText(`Pay $${total.toFixed(2)} AUD`);
    await expect(page.getByTestId("checkout-total")).toHaveText(`$${total.toFixed(2)} AUD`);
    await confirmShipping(page);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
    await expect(page.getByText(`Charged ${total.toFixed(2)} AUD.`)).toBeVisible();
  });

  test("an expired code is refused in the cart as not valid, and nothing is taken off", async ({ page }) => {
    await logInAsAdmin(page);
    const code = `OLD${suffix()}`;
    const created = await page.request.post("/api/admin/discounts", {
      data: {
        code,
        kind: "percent",
        value: 15,
        startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() - 86_400_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await signUpCustomer(page);
    await addProductToCart(page, 1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/cart");
    const summary = page.getByRole("region", { name: "Order Summary" });
    const before = await summary.getByTestId("summary-total").innerText();
    await summary.getByLabel("Discount code").fill(code);
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByRole("alert")).toHaveText("This code is not valid or has expired");
    await expect(summary.getByTestId("summary-discount")).toHaveCount(0);
    await expect(summary.getByTestId("summary-total")).toHaveText(before);
  });
});

async function amountOf(locator: ReturnType<Page["getByTestId"]>): Promise<number> {
  const text = await locator.innerText();
  return Number(text.replace(/[^\d.]/g, ""));
}

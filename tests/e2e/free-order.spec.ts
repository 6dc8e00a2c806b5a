import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { addProductToCart } from "./cart-helpers";
import { confirmShipping, signUpCustomer } from "./checkout-helpers";

// A 100% code makes the total 0.00: the checkout asks for no card and places the order itself.

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

test.describe("in Sydney", () => {
  test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

  test("a shopper whose code covers everything places the order without a card", async ({ page }) => {
    await logInAsAdmin(page);
    const code = `GIFT${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const created = await page.request.post("/api/admin/discounts", { data: { code, kind: "percent", value: 100 } });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await signUpCustomer(page);
    await addProductToCart(page, 2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/cart");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await summary.getByLabel("Discount code").fill(code);
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByText("Nothing to pay")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    const place = page.getByRole("button", { name: "Place order" });
    await expect(place).toBeDisabled();
    await confirmShipping(page);
    await place.click();
    await expect(page).toHaveURL(/\/order-complete\?pi=pi_free_/);
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";
import { addProductToCart, cartLink } from "./cart-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

test("a signed-out shopper chooses to log in and comes back to checkout", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("link", { name: "Continue as guest" })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcheckout$/);
  await page.getByLabel("Username").fill("bob");
  await page.getByLabel("Password", { exact: true }).fill("bob1234");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
});

test.describe("in Sydney", () => {
  test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

  test("pays in AUD, follows the order to 'Order complete!' and finds it on the profile", async ({ page }) => {
    await signUpCustomer(page);
    const product = await addProductToCart(page, 0, 2);
    // The location detector stores the country found from the coordinates.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");

    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByText("Please enter your shipping and payment details to complete your order.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sam Buyer");
    await expect(page.getByLabel("Email")).toHaveValue(/@example\.com$/);

    const pay = page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2} AUD$/ });
    await expect(pay).toBeDisabled();
    const confirm = page.getByRole("button", { name: "Confirm Shipping Address" });
    await expect(confirm).toBeDisabled();
    await confirmShipping(page);
    const payLabel = (await pay.innerText()).trim();
    const charged = payLabel.replace(/^Pay \$/, "").replace(/ AUD$/, "").replace(/,/g, "");

    await payByCard(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/order-complete\?pi=pi_test_/);
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
    await expect(page.getByText(`Charged ${charged} AUD.`)).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();

    await page.goto("/profile");
    const order = page.getByRole("list", { name: "Your orders" }).getByRole("listitem").first();
    await expect(order).toContainText("Paid");
    await expect(order).toContainText(product);
    await expect(order).toContainText(`$${Number(charged).toFixed(2)} AUD`);
  });

  test("a declined card ends on 'Payment failed' with the reason and a way back", async ({ page }) => {
    await signUpCustomer(page);
    await addProductToCart(page, 1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/checkout");
    await confirmShipping(page);
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The cart is kept for another try, with a fresh payment.
    await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible();
  });

  test("a declined card followed by a good one on the same payment ends on 'Order complete!'", async ({ page }) => {
    await signUpCustomer(page);
    await addProductToCart(page, 0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/checkout");
    await confirmShipping(page);
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    const declined = new URL(page.url()).searchParams.get("pi");

    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await confirmShipping(page);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
    // The same order and payment, now paid: not a second order.
    expect(new URL(page.url()).searchParams.get("pi")).toBe(declined);
    await page.goto("/profile");
    const orders = page.getByRole("list", { name: "Your orders" });
    await expect(orders.getByText(/^Order #\d+$/)).toHaveCount(1);
    await expect(orders.getByRole("listitem").first()).toContainText("Paid");
  });
});

test("an unsupported country shows 'Sorry!' and lets the shopper choose a payment country", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("userLocation", "BD");
      localStorage.setItem("lastLocationDetection", String(Date.now()));
      sessionStorage.setItem("seeded", "1");
    }
  });
  await signUpCustomer(page);
  await addProductToCart(page, 2);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Sorry!" })).toBeVisible();
  await expect(page.getByText("Your country (BD) is not yet supported for payments.")).toBeVisible();
  await page.getByLabel("Shopping from another country?").selectOption("CA");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2} CAD$/ })).toBeVisible();
});

test("the order page without a reference says so", async ({ page }) => {
  await page.goto("/order-complete");
  await expect(page.getByRole("heading", { name: "Missing order reference" })).toBeVisible();
  await expect(page.getByText("We couldn’t find your order. Please return to checkout.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Checkout" })).toHaveAttribute("href", "/checkout");
});

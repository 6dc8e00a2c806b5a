import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { addProductToCart } from "./cart-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

test.describe("the shopper's order page", () => {
  test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

  test("a shopper pays, opens the order from the profile and sees it; nobody else can", async ({ page, browser, baseURL }) => {
    await signUpCustomer(page);
    const product = await addProductToCart(page, 0, 2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/checkout");
    await confirmShipping(page);
    const pay = page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2} AUD$/ });
    const charged = (await pay.innerText()).trim().replace(/^Pay /, "");
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();

    await page.goto("/profile");
    const link = page.getByRole("list", { name: "Your orders" }).getByRole("link", { name: /^Order #\d+$/ }).first();
    const number = (await link.innerText()).replace("Order #", "");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByRole("main").getByText("Paid", { exact: true })).toBeVisible();

    const items = page.getByRole("table", { name: "Items" });
    const line = items.getByRole("row").filter({ hasText: product });
    await expect(line).toBeVisible();
    await expect(line.getByRole("cell").first()).toHaveText("2");
    await expect(page.getByText("Total charged").locator("..")).toContainText(charged);
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("1 George Street");
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Sydney NSW 2000");
    await expect(page.getByRole("list", { name: "Order timeline" })).toContainText("Payment received");
    // Nothing ships yet: no delivery section.
    await expect(page.getByRole("region", { name: "Delivery" })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    const orderUrl = `${baseURL}/profile/orders/${number}`;
    // Another shopper, in a browser of their own, is told the page does not exist.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signUpCustomer(stranger, "stranger", baseURL);
    const answer = await stranger.goto(orderUrl);
    expect(answer?.status()).toBe(404);
    await expect(stranger.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(stranger.getByText(product)).toHaveCount(0);
    await other.close();

    // Signed out: sign in first, then back to the order.
    const anonymous = await browser.newContext();
    const guest = await anonymous.newPage();
    await guest.goto(orderUrl);
    await expect(guest).toHaveURL(new RegExp(`/login\\?callbackUrl=%2Fprofile%2Forders%2F${number}$`));
    await anonymous.close();
  });
});

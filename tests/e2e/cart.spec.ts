import { expect, test } from "@playwright/test";
import { addProductToCart, cartLine, cartLink } from "./cart-helpers";

test.describe("the signed-out cart", () => {
  test("is kept across a reload and shared with a second tab", async ({ page, context }) => {
    const name = await addProductToCart(page, 0);
    await expect(cartLink(page, 1)).toBeVisible();

    await page.reload();
    await expect(cartLink(page, 1)).toBeVisible();

    const secondTab = await context.newPage();
    await secondTab.goto("/cart");
    await expect(secondTab).toHaveTitle("eCommerce | Cart");
    await expect(secondTab.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(cartLine(secondTab, name)).toBeVisible();

    // A change in one tab shows in the other without a reload.
    await page.goto("/cart");
    await secondTab.getByRole("button", { name: `Increase quantity of ${name}` }).click();
    await expect(cartLine(secondTab, name).getByTestId("line-quantity")).toHaveText("2");
    await expect(cartLine(page, name).getByTestId("line-quantity")).toHaveText("2");

    await addProductToCart(secondTab, 1);
    await expect(cartLink(page, 2)).toBeVisible();
  });

  test("shows the Order Summary from the server's prices, not the stored ones", async ({ page }) => {
    const name = await addProductToCart(page, 0, 2);
    // Tamper with the stored price: the page must not believe it.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem("shop.cart") ?? "[]");
      lines[0].productItem.price = 0.01;
      lines[0].totalPrice = 0.02;
      localStorage.setItem("shop.cart", JSON.stringify(lines));
    });
    await page.goto("/cart");
    const lineTotal = await cartLine(page, name).getByTestId("line-total").innerText();
    expect(lineTotal).not.toBe("$0.02");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByTestId("summary-total")).toHaveText(lineTotal);
    await expect(summary).toContainText("GST");
    await expect(summary).toContainText("TBD");
  });
});

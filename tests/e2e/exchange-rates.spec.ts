import { expect, test, type Browser, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";
import { createSpecProduct } from "./admin-product-helpers";
import { cartLine } from "./cart-helpers";

// Exchange rates from the owner's Settings page to the storefront: once 1 USD = 1.5 AUD is set,
// a shopper whose stored country is Australia sees prices converted, with the currency, on the
// product page and in the cart; an American shopper sees the catalogue price as it always was.

/** A signed-out shopper whose browser has already stored its country (as detection would). */
async function shopperFrom(browser: Browser, baseURL: string | undefined, country: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((code) => {
    if (!localStorage.getItem("userLocation")) localStorage.setItem("userLocation", code);
  }, country);
  return context.newPage();
}

async function addToCart(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
}

// Other journeys pay in AUD at the catalogue number: never leave the rate behind.
test.afterEach(async ({ page }) => {
  await page.request.delete("/api/admin/currency-rates/AUD");
});

test("the owner sets 1 USD = 1.5 AUD: Australian shoppers see AUD prices, American ones the catalogue's", async ({ page, browser, baseURL }) => {
  // Three browsers on a shared machine: the journey needs more than the default minute.
  test.setTimeout(120_000);
  const name = `Rated Tee ${Date.now().toString(36).toUpperCase()}`;
  await logInAsAdmin(page);
  const productId = await createSpecProduct(page, name);
  const productPath = `/products/${productId}/details`;

  // Before any rate, both shoppers see the catalogue price.
  const american = await shopperFrom(browser, baseURL, "US");
  await american.goto(productPath);
  await expect(american.getByRole("heading", { level: 1, name })).toBeVisible();
  const catalogueText = (await american.getByTestId("product-price").innerText()).trim();
  expect(catalogueText).toMatch(/^\$\d+\.\d\d$/);
  const catalogue = Number(catalogueText.slice(1));
  const inAud = (amount: number) => `$${(amount * 1.5).toFixed(2)} AUD`;

  // The owner sets the rate on the Settings page.
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const section = page.getByRole("region", { name: "Exchange rates" });
  const aud = section.getByRole("listitem", { name: "AUD exchange rate" });
  await expect(aud.getByTestId("rate")).toHaveText("Not set: shoppers pay the USD number");
  await aud.getByRole("button", { name: "Set the AUD rate" }).click();
  const field = aud.getByLabel("AUD for 1 USD");
  await expect(field).toBeFocused();
  await field.fill("0");
  await aud.getByRole("button", { name: "Save rate" }).click();
  await expect(aud.getByRole("alert")).toHaveText("Enter a rate above 0 and up to 1000, with at most 6 decimals");
  await field.fill("1.5");
  await expect(aud.getByText("A $10.00 product shows and is charged as $15.00 AUD.")).toBeVisible();
  await aud.getByRole("button", { name: "Save rate" }).click();
  await expect(page.getByText("AUD rate saved: 1 USD = 1.5 AUD")).toBeVisible();
  await expect(aud.getByTestId("rate")).toHaveText("1 USD = 1.5 AUD");
  await expect(aud).toContainText(/Changed by admin on .+ UTC/);
  await expect(aud.getByRole("button", { name: "Edit the AUD rate" })).toBeFocused();
  // It is kept: a reload shows it again.
  await page.reload();
  await expect(aud.getByTestId("rate")).toHaveText("1 USD = 1.5 AUD");

  // An Australian shopper sees the product's price in AUD, and the cart's lines too.
  const australian = await shopperFrom(browser, baseURL, "AU");
  await australian.goto(productPath);
  await expect(australian.getByTestId("product-price")).toHaveText(inAud(catalogue));
  await addToCart(australian);
  await australian.goto("/cart");
  const line = cartLine(australian, name);
  await expect(line).toContainText(`${inAud(catalogue)} each`);
  await expect(line.getByTestId("line-total")).toHaveText(inAud(catalogue));
  await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByTestId("line-total")).toHaveText(inAud(catalogue * 2));
  // The product's card in a search, too.
  await australian.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = australian.getByRole("main").getByRole("article").filter({ hasText: name });
  await expect(card.getByText(/^\$\d+\.\d\d AUD$/)).toBeVisible();

  // The American shopper still sees the catalogue price, exactly as before.
  await american.reload();
  await expect(american.getByTestId("product-price")).toHaveText(catalogueText);
  await addToCart(american);
  await american.goto("/cart");
  const usLine = cartLine(american, name);
  await expect(usLine).toContainText(`${catalogueText} each`);
  await expect(usLine.getByTestId("line-total")).toHaveText(catalogueText);
});

test("the owner removes the rate: Australian shoppers see the catalogue price again", async ({ page, browser, baseURL }) => {
  const name = `Unrated Tee ${Date.now().toString(36).toUpperCase()}`;
  await logInAsAdmin(page);
  const productId = await createSpecProduct(page, name);
  const productPath = `/products/${productId}/details`;
  expect((await page.request.put("/api/admin/currency-rates/AUD", { data: { rate: 1.5 } })).status()).toBe(200);

  const australian = await shopperFrom(browser, baseURL, "AU");
  await australian.goto(productPath);
  await expect(australian.getByTestId("product-price")).toHaveText(/^\$\d+\.\d\d AUD$/);

  await page.goto("/admin/settings");
  const aud = page.getByRole("region", { name: "Exchange rates" }).getByRole("listitem", { name: "AUD exchange rate" });
  await expect(aud.getByTestId("rate")).toHaveText("1 USD = 1.5 AUD");
  await aud.getByRole("button", { name: "Remove the AUD rate" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the AUD rate?" });
  await confirm.getByRole("button", { name: "Remove rate" }).click();
  await expect(page.getByText("AUD rate removed")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(aud.getByTestId("rate")).toHaveText("Not set: shoppers pay the USD number");
  await expect(aud).toContainText(/Removed by admin on .+ UTC/);
  await expect(aud.getByRole("button", { name: "Set the AUD rate" })).toBeFocused();

  await australian.reload();
  await expect(australian.getByTestId("product-price")).toHaveText(/^\$\d+\.\d\d$/);
});

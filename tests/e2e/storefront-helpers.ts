import { expect, type Locator, type Page } from "@playwright/test";

/** The product cards of the page's main content. */
export function productCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

/** Prices of the cards shown, as numbers ("$1,234.50" -> 1234.5). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).locator("p", { hasText: /^\$/ }).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
}

/** The number in 'Showing {n} products'. */
export async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+ products$/).innerText();
  return Number(text.match(/\d+/)?.[0]);
}

export function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

export function isSorted(values: number[], direction: "asc" | "desc" = "asc"): boolean {
  return values.every(
    (value, index) =>
      index === 0 || (direction === "asc" ? values[index - 1] <= value : values[index - 1] >= value),
  );
}

/**
 * On a product page, picks the values of each picker in turn until the Add to Cart button is
 * enabled (an in-stock combination); returns the chosen colour and size labels.
 */
export async function chooseInStockCombination(page: Page): Promise<void> {
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
  const sizes = page.getByRole("group", { name: /^Size/ }).getByRole("radio");
  const colourCount = await colours.count();
  const sizeCount = await sizes.count();
  for (let c = colourCount - 1; c >= 0; c--) {
    if (colourCount) await colours.nth(c).check({ force: true });
    for (let s = sizeCount - 1; s >= 0; s--) {
      if (sizeCount) await sizes.nth(s).check({ force: true });
      if (await addToCart.isEnabled()) return;
    }
  }
  await expect(addToCart, "some combination is in stock").toBeEnabled();
}

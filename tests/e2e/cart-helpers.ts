import { expect, type Page } from "@playwright/test";

/** Opens the n-th product of the list and adds its preselected item to the cart; returns its name. */
export async function addProductToCart(page: Page, index: number, quantity = 1): Promise<string> {
  await page.goto("/products");
  const card = page.getByRole("main").getByRole("article").nth(index);
  const name = (await card.getByRole("link").first().innerText()).trim();
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await expect(addToCart).toBeEnabled();
  if (quantity !== 1) await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await addToCart.click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  return name;
}

/** The header's cart link, whose name says how many lines the cart has. */
export function cartLink(page: Page, lines: number) {
  return page
    .getByRole("banner")
    .getByRole("link", { name: `Cart, ${lines} ${lines === 1 ? "item" : "items"}` });
}

export function cartLine(page: Page, productName: string) {
  return page
    .getByRole("list", { name: "Cart lines" })
    .getByRole("listitem")
    .filter({ hasText: productName });
}

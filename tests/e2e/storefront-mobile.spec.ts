import { expect, test } from "@playwright/test";
import { productCards, searchParams } from "./storefront-helpers";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test("no page scrolls sideways at 375 px", async ({ page }) => {
  for (const path of ["/", "/products", "/categories"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
  await page.goto("/products");
  await productCards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/details$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the menu drawer drills into categories and back", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden(); // desktop bar
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  for (const name of ["Home", "Products", "Categories", "About"]) {
    await expect(
      drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }),
    ).toBeVisible();
  }

  const categories = drawer.getByRole("navigation", { name: "Shop by category" });
  const first = categories.getByRole("button").first();
  const topName = (await first.innerText()).trim();
  await first.click();
  await expect(categories.getByRole("button", { name: /^Back/ })).toBeFocused();
  await expect(categories.getByRole("link", { name: `All ${topName}` })).toBeVisible();

  // One level deeper when there is one, then back up.
  const deeper = categories.getByRole("list").getByRole("button");
  if ((await deeper.count()) > 0) {
    await deeper.first().click();
    await expect(categories.getByRole("button", { name: `Back to ${topName}` })).toBeVisible();
    await categories.getByRole("button", { name: `Back to ${topName}` }).click();
  }
  await expect(categories.getByRole("link", { name: `All ${topName}` })).toBeVisible();
  await categories.getByRole("button", { name: "Back to all categories" }).click();
  await expect(categories.getByRole("button", { name: topName })).toBeVisible();

  // 'All' opens the category's list and closes the drawer.
  await categories.getByRole("button", { name: topName }).click();
  await categories.getByRole("link", { name: `All ${topName}` }).click();
  await expect(page).toHaveURL(/\/products\?categories=/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: topName })).toBeVisible();

  // Escape closes it too.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the full-screen search drawer searches and closes", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open search" }).click();
  const drawer = page.getByRole("dialog", { name: "Search" });
  await expect(drawer).toBeVisible();
  const box = drawer.getByRole("searchbox", { name: "Search products" });
  await expect(box).toBeFocused();
  await box.fill("shirt");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=shirt$/);
  await expect(drawer).toBeHidden();
  expect(searchParams(page).get("search")).toBe("shirt");
});

test("filters open from a disclosure on small screens", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
  await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByRole("checkbox", { name: "blue" }).click();
  await expect(page).toHaveURL(/colour=blue/);
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import {
  cardPrices,
  chooseInStockCombination,
  isSorted,
  productCards,
  searchParams,
  shownCount,
} from "./storefront-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("home: hero, featured products, shop by category", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("eCommerce");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
  await expect(main.getByRole("link", { name: "Categories", exact: true })).toHaveAttribute(
    "href",
    "/categories",
  );
  await expect(main.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
  const categories = page.getByRole("region", { name: "Shop By Category" }).getByRole("link");
  await expect(categories.first()).toHaveAttribute("href", /^\/products\?categories=/);
});

test("header and footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "eCommerce" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("searchbox", { name: "Search products" })).toBeVisible();
  await expect(header.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Your trusted store for all your needs.");
  for (const [name, href] of [
    ["All Products", "/products"],
    ["Categories", "/categories"],
    ["About", "/about"],
    ["Contact", "/contact"],
    ["Privacy Policy", "/privacy"],
    ["Terms & Conditions", "/terms"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("textbox", { name: "Subscribe to Us" })).toHaveAttribute("type", "email");
  await expect(footer.getByRole("button", { name: "Submit" })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("journey: category menu -> list -> filter, sort and page -> detail -> pick a variant -> add to cart", async ({
  page,
}) => {
  await page.goto("/");

  // Desktop category bar: hover a top-level category, the panel opens with 'View All' and the hint.
  const bar = page.getByRole("navigation", { name: "Categories" });
  const top = bar.getByRole("listitem").first();
  const topName = (await top.getByRole("link").first().innerText()).trim();
  await top.hover();
  await expect(bar.getByText("Hover over a category on the left to see more options.")).toBeVisible();
  const viewAll = bar.getByRole("link", { name: `View All ${topName}` });
  await expect(viewAll).toBeVisible();

  // Leaving closes it (after 120 ms); hovering again reopens.
  await page.mouse.move(640, 700);
  await expect(viewAll).toBeHidden();
  await top.hover();
  await viewAll.click();
  await expect(page).toHaveURL(/\/products\?categories=[^&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: topName })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Products" })).toBeVisible();
  await expect(breadcrumb.getByText(topName)).toHaveAttribute("aria-current", "page");
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters.getByRole("checkbox", { name: topName })).toBeChecked();
  const total = await shownCount(page);
  expect(total).toBeGreaterThan(10);

  // Sort: Price: Low to High.
  await page.getByRole("button", { name: /^Sort By: Default/ }).click();
  await page.getByRole("menuitemradio", { name: "Price: Low to High" }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByRole("button", { name: /^Sort By: Price: Low to High/ })).toBeVisible();
  const firstPage = await cardPrices(page);
  expect(firstPage).toHaveLength(10);
  expect(isSorted(firstPage)).toBe(true);

  // Page 2 continues the order; page 1 is written without a page parameter.
  await page.getByRole("link", { name: "Go to page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("link", { name: "Go to page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await cardPrices(page);
  expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
  await expect(page.getByRole("link", { name: "Go to page 1" })).toHaveAttribute(
    "href",
    expect.not.stringContaining("page="),
  );

  // A filter resets the page: choose a colour, then a price range; 'Clear filters' appears.
  await filters.getByRole("checkbox", { name: "red" }).click();
  await expect(page).toHaveURL(/colour=red/);
  expect(searchParams(page).get("page")).toBeNull();
  expect(searchParams(page).get("sort")).toBe("priceAsc");
  await expect(filters.getByRole("checkbox", { name: "red" })).toBeChecked();
  // Choosing the colour again deselects it.
  await filters.getByRole("checkbox", { name: "red" }).click();
  await expect(page).not.toHaveURL(/colour=/);
  await filters.getByRole("checkbox", { name: "$25 to $50" }).click();
  await expect(page).toHaveURL(/priceMin=25&priceMax=50/);
  await expect(filters.getByRole("checkbox", { name: "$25 to $50" })).toBeChecked();
  await expect(filters.getByRole("checkbox", { name: "Under $25" })).not.toBeChecked();
  const filtered = await cardPrices(page);
  expect(filtered.every((price) => price >= 25 && price <= 50)).toBe(true);
  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/products\?sort=priceAsc$/);

  // Open a product, pick an in-stock colour and size, quantity 2, add to cart.
  const card = productCards(page).first();
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/products\/\d+\/details$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Products" })).toBeVisible();
  await chooseInStockCombination(page);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue("2");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
});

test("product detail: first colour and size preselected, swatch selection, quantity limits, gallery", async ({
  page,
}) => {
  await page.goto("/products");
  await productCards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/details$/);

  const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
  const sizes = page.getByRole("group", { name: /^Size/ }).getByRole("radio");
  await expect(colours.first()).toBeChecked();
  await expect(sizes.first()).toBeChecked();
  if ((await colours.count()) > 1) {
    await colours.nth(1).check({ force: true });
    await expect(colours.nth(1)).toBeChecked();
    await expect(colours.first()).not.toBeChecked();
  }

  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await quantity.fill("150");
  await expect(quantity).toHaveValue("99");
  await quantity.fill("0");
  await expect(quantity).toHaveValue("1");
  await quantity.press("e");
  await quantity.press("-");
  await expect(quantity).toHaveValue("1");

  const images = page.getByRole("button", { name: /^View larger image 1 of/ });
  if ((await images.count()) > 0) {
    await images.first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Image 1 of \d+/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  } else {
    await expect(page.getByText("No images available")).toBeVisible();
  }
});

test("search from the header", async ({ page }) => {
  await page.goto("/products");
  const word = (await productCards(page).first().getByRole("heading").innerText()).trim().split(/\s+/)[0];
  await page.goto("/products?colour=red&page=2");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  expect(searchParams(page).get("page")).toBeNull();
  expect(searchParams(page).get("colour")).toBe("red");
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(box).toHaveValue(word);

  // The icon applies it too; an empty box removes the parameter.
  await box.fill("");
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?colour=red$/);

  // Results contain the word; leaving /products clears the box.
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(/search=/);
  await expect(productCards(page).first()).toContainText(new RegExp(word, "i"));
  await page.getByRole("banner").getByRole("link", { name: "eCommerce" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(box).toHaveValue("");

  // Text typed but not applied does not follow the shopper to another page either.
  await box.fill("unsent");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(box).toHaveValue("");
});

test("categories, about, contact, privacy and terms pages", async ({ page }) => {
  await page.goto("/categories");
  await expect(page).toHaveTitle("eCommerce | Categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/products\?categories=/,
  );
  for (const [path, heading] of [
    ["/about", "About"],
    ["/contact", "Contact"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms & Conditions"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

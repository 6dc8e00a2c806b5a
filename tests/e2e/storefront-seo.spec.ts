import { expect, test } from "@playwright/test";
import { productCards } from "./storefront-helpers";

test.describe("not found", () => {
  for (const path of [
    "/this-page-does-not-exist",
    "/products/999999999/details",
    "/products/not-a-number/details",
  ]) {
    test(`answers 404 for ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.getByRole("link", { name: "Go home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    });
  }
});

test("a product page tells search engines what it is", async ({ page }) => {
  await page.goto("/products");
  const path = (await productCards(page).first().getByRole("link").getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/products\/\d+\/details$/);
  await page.goto(path); // a crawler's first visit
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

  await expect(page).toHaveTitle(`eCommerce | ${name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /^https?:\/\//);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text));
  const product = data.find((block) => block["@type"] === "Product");
  expect(product).toMatchObject({ name, offers: { "@type": "Offer", priceCurrency: "USD" } });
  expect(product.sku).toBeTruthy();
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(Array.isArray(product.image)).toBe(true);
  const breadcrumbs = data.find((block) => block["@type"] === "BreadcrumbList");
  expect(breadcrumbs.itemListElement[0]).toMatchObject({ position: 1, name: "Home" });
  expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ name });
});

test("robots.txt keeps crawlers out of private areas and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/cart", "/checkout", "/api/"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("sitemap.xml lists the pages, every category and every product", async ({ request, page }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain("<urlset");
  expect(xml).toMatch(/\/products\?categories=[^<]+<\/loc>/);
  const productUrls = xml.match(/\/products\/\d+\/details/g) ?? [];
  await page.goto("/products");
  const count = Number((await page.getByText(/^Showing \d+ products$/).innerText()).match(/\d+/)?.[0]);
  expect(productUrls).toHaveLength(count);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list's filters, sort and pages are plain links", async ({ page }) => {
    await page.goto("/products");
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("checkbox", { name: "Under $25" })
      .click();
    await expect(page).toHaveURL(/priceMin=0&priceMax=25/);
    await expect(
      page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: "Under $25" }),
    ).toHaveAttribute("aria-checked", "true");
    await page.getByRole("link", { name: "Price: High to Low" }).click();
    await expect(page).toHaveURL(/sort=priceDesc/);
  });

  test("the header search is a form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).fill("shirt");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/products\?search=shirt$/);
    await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  });
});

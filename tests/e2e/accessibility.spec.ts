import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addProductToCart } from "./cart-helpers";
import { productCards } from "./storefront-helpers";

/** WCAG 2.0/2.1 A and AA plus 2.2 AA (which brings `target-size`, 2.5.8). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is and expects no violation; a failure lists rule and elements. */
async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  const details = results.violations
    .flatMap((violation) => violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`))
    .join("\n");
  expect(found, details).toEqual([]);
  const targetSize = results.passes.concat(results.incomplete).some((rule) => rule.id === "target-size");
  expect(targetSize, "the target-size rule was run").toBe(true);
}

/** Collects the console errors and failed responses of a page, to check none is a 404. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() === 404) errors.push(`404 ${response.url()}`);
  });
  return errors;
}

for (const [name, path] of [
  ["home", "/"],
  ["product list", "/products"],
  ["login", "/login"],
  ["forgot password", "/forgot-password"],
  ["reset password", "/reset-password?token=not-a-real-one"],
  ["confirm e-mail", "/verify-email?token=not-a-real-one"],
  ["stop cart reminders", "/unsubscribe?token=not-a-real-one"],
  ["empty cart", "/cart"],
] as const) {
  test(`${name}: no axe violations (target-size included), no 404 in the console`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page);
    expect(errors).toEqual([]);
  });
}

test("desktop category menu, opened: no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const toggle = page.getByRole("navigation", { name: "Categories" }).getByRole("button").first();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectNoViolations(page);
});

test("product page: no axe violations", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/products");
  await productCards(page).first().getByRole("link").first().click();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page);
  expect(errors).toEqual([]);
});

test("cart with a line: no axe violations", async ({ page }) => {
  await addProductToCart(page, 0, 2);
  const errors = watchErrors(page);
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Cart lines" }).getByRole("listitem")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page);
  expect(errors).toEqual([]);
});

test("the site has an icon: the linked icon and /favicon.ico both load", async ({ page, request }) => {
  await page.goto("/");
  const icon = page.locator('head link[rel="icon"]').first();
  await expect(icon).toHaveAttribute("href", /.+/);
  const href = (await icon.getAttribute("href")) ?? "";
  expect((await request.get(href)).status()).toBe(200);
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\//);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ["/", "/products"]) {
    test(`${path}: no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page);
    });
  }
});

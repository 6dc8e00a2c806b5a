import { expect, test } from "@playwright/test";

test("a page and a call leave with the security headers, and each page runs under its policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });

  // A page rendered per request: its scripts run by this response's nonce.
  const login = await page.goto("/login");
  expect(login!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  // Next's client sets `window.next` when it boots: its scripts were allowed to run.
  await expect.poll(() => page.evaluate(() => "next" in window)).toBe(true);

  // A cached page (the same bytes for everyone): the site's own scripts only.
  await page.goto("/products");
  const response = await page.goto("/products");
  const headers = response!.headers();
  expect(headers["x-nextjs-cache"]).toBe("HIT");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-inline'; /);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  // Scripts run: the product cards and the client islands work under the policy.
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  // Typed before the page has hydrated, the controlled field is reset by React: type again until it holds.
  await expect(async () => {
    await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).fill("tee");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/search=tee/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  expect(violations).toEqual([]);

  const call = await page.request.get("/api/product");
  expect(call.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(call.headers()["x-content-type-options"]).toBe("nosniff");
});

test("per-user calls are never cached", async ({ page }) => {
  for (const path of ["/api/cart", "/api/auth/session", "/api/orders"]) {
    const response = await page.request.get(path);
    expect([path, response.headers()["cache-control"]]).toEqual([path, "private, no-store"]);
  }
});

test("hostile addresses answer 4xx, never 500", async ({ page }) => {
  const call = await page.request.get("/api/category/%ff");
  expect(call.status()).toBe(400);
  expect((await call.json()).detail).toBeTruthy();
  const nul = await page.request.get("/api/product?search=%00");
  expect(nul.status()).toBe(400);
  const pageResponse = await page.goto("/products/%ff/details");
  expect(pageResponse!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("a client cannot reset the login limit by writing its own X-Forwarded-For", async ({ page }) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await page.request.post("/auth/login", {
      headers: { "x-forwarded-for": `198.51.100.${attempt}` },
      data: { username: "spoofing_guesser", password: `wrong-guess-${attempt}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

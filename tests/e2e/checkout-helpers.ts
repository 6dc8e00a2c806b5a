import { expect, type Page } from "@playwright/test";

/**
 * Signs a new customer up through the API (the page shares its cookies); returns the username.
 * `origin` is another server's (an instance of the test's own); the Playwright server's by default.
 */
export async function signUpCustomer(page: Page, prefix = "buyer", origin = ""): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post(`${origin}/auth/signup`, {
    data: {
      username,
      email: `${username}@example.com`,
      firstName: "Sam",
      lastName: "Buyer",
      phone: "+61 400 111 222",
      password: "buyer-password-1",
      role: "customer",
    },
  });
  expect(response.status()).toBe(201);
  return username;
}

/** Fills the Australian shipping address and confirms it. */
export async function confirmShipping(page: Page): Promise<void> {
  const form = page.getByRole("form", { name: "Shipping address" });
  await form.getByLabel("Address line 1").fill("1 George Street");
  await form.getByLabel("City").fill("Sydney");
  await form.getByLabel("State / Province").fill("NSW");
  await form.getByLabel("Postal code").fill("2000");
  await page.getByRole("button", { name: "Confirm Shipping Address" }).click();
  await expect(page.getByRole("heading", { name: "Shipping address confirmed" })).toBeVisible();
}

export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByText("Test mode: no real charge")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

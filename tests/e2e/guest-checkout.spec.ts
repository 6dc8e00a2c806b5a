import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { addProductToCart } from "./cart-helpers";
import { payByCard } from "./checkout-helpers";

// A shopper without an account buys as a guest in Toronto (CAD), and comes back to the order
// through the confirmation e-mail's signed link.

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
/** Where the e2e server writes its mail (MAIL_DIR in scripts/e2e-server.ts). */
const MAIL_DIR = resolve(".e2e-data/mail");

/** The order link in the confirmation mail sent to `email`, quoted-printable undone; null until it is written. */
function confirmationLink(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith("-is-confirmed.eml"));
  } catch {
    return null;
  }
  for (const file of files) {
    const mail = readFileSync(join(MAIL_DIR, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(`To: ${email}`)) continue;
    const link = /https?:\/\/[^\s"<>]+\/order-complete\?order=\d+&(?:amp;)?expires=\d+&(?:amp;)?sig=[\w-]{43}/.exec(mail);
    if (link) return link[0].replace(/&amp;/g, "&");
  }
  return null;
}

test.describe("in Toronto", () => {
  test.use({ geolocation: TORONTO, permissions: ["geolocation"] });

  test("a guest buys in CAD, reaches 'Order complete!' and again through the e-mail's link", async ({ page, browser }) => {
    const email = `guest_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await addProductToCart(page, 0, 1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("CA");

    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await page.getByRole("link", { name: "Continue as guest" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Gail Guest");
    await page.getByLabel("Email").fill(email);
    const form = page.getByRole("form", { name: "Shipping address" });
    await form.getByLabel("Full name").fill("Gail Guest");
    await form.getByLabel("Address line 1").fill("100 Queen Street West");
    await form.getByLabel("City").fill("Toronto");
    await form.getByLabel("State / Province").fill("ON");
    await form.getByLabel("Postal code").fill("M5H 2N2");
    await page.getByRole("button", { name: "Confirm Shipping Address" }).click();
    await expect(page.getByRole("heading", { name: "Shipping address confirmed" })).toBeVisible();

    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
    await expect(page.getByText(/^Charged \d+\.\d{2} CAD\.$/)).toBeVisible();
    // The guest's page is the signed link, and offers an account.
    await expect(page).toHaveURL(/\/order-complete\?order=\d+&expires=\d+&sig=/);
    await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();

    await expect.poll(() => confirmationLink(email), { timeout: 30_000 }).not.toBeNull();
    const link = confirmationLink(email)!;
    // A fresh browser, with nothing but the link.
    const context = await browser.newContext();
    const elsewhere = await context.newPage();
    await elsewhere.goto(new URL(link).pathname + new URL(link).search);
    await expect(elsewhere.getByRole("heading", { name: "Order complete!" })).toBeVisible();
    await expect(elsewhere.getByText(/^Charged \d+\.\d{2} CAD\.$/)).toBeVisible();

    // Tampered: not found.
    const tampered = new URL(link);
    tampered.searchParams.set("sig", `${tampered.searchParams.get("sig")!.slice(0, -1)}${tampered.searchParams.get("sig")!.endsWith("A") ? "B" : "A"}`);
    const response = await elsewhere.goto(tampered.pathname + tampered.search);
    expect(response?.status()).toBe(404);

    // 'Create an account': whoever holds the link may not be the guest, so the sign-up page
    // prefills nothing and only hints at the address (masked); the order joins an account
    // once that address is confirmed.
    await elsewhere.goto(new URL(link).pathname + new URL(link).search);
    await elsewhere.getByRole("link", { name: "Create an account" }).click();
    await expect(elsewhere.getByText(/Use the address your order confirmation was sent to \(\w\*\*\*@\w\*\*\*\.\w+\)/)).toBeVisible();
    await expect(elsewhere.getByLabel("Email")).toHaveValue("");
    expect(await elsewhere.content()).not.toContain(email);
    expect(await (await elsewhere.request.get(elsewhere.url())).text()).not.toContain(email);
    await context.close();
  });
});

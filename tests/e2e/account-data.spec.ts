import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { ACCOUNT_DELETE_REQUESTED } from "@/lib/account-data/contract";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";
import { deleteAccountLinkFor } from "./mails";

// Issue 35, "the shopper's data": a copy of everything the shop holds, and deleting the account
// through a mailed link.

test.use({ geolocation: { latitude: -33.8688, longitude: 151.2093 }, permissions: ["geolocation"] });

test("a shopper downloads their data with their order in it, then deletes the account from the mailed link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = await signUpCustomer(page, "leaving");
  const email = `${username}@example.com`;
  // The cart through the API (the cookie is the page's): this test is about the data, not the shop window.
  const items = (await (await page.request.get("/api/productItem/1/byProduct")).json()) as { id: number; stock: number }[];
  const item = items.find((candidate) => candidate.stock > 0)!;
  expect((await page.request.post("/api/cart", { data: { productItemId: item.id, quantity: 1 } })).status()).toBeLessThan(300);
  const product = ((await (await page.request.get("/api/product/1")).json()) as { name: string }).name;
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
  await page.goto("/checkout");
  await confirmShipping(page);
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-shop-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    profile: { username: string; email: string };
    orders: { paymentStatus: string; lines: { productName: string }[]; shippingAddress: { city: string } }[];
  };
  expect(data.profile).toMatchObject({ username, email });
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0]).toMatchObject({ paymentStatus: "paid", shippingAddress: { city: "Sydney" } });
  expect(data.orders[0].lines.map((line) => line.productName)).toEqual([product]);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash|clientSecret/);

  // Deleting asks for the password, then mails a link.
  await section.getByRole("button", { name: "Delete my account…" }).click();
  const form = section.getByRole("form", { name: "Delete my account" });
  await form.getByLabel("Current password").fill("not-my-password-9");
  await form.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(form.getByRole("alert")).toHaveText("Your current password is not right.");
  await form.getByLabel("Current password").fill("buyer-password-1");
  await form.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(section.getByText(ACCOUNT_DELETE_REQUESTED)).toBeVisible();

  await expect.poll(() => deleteAccountLinkFor(email), { timeout: 20_000 }).toBeTruthy();
  await page.goto(deleteAccountLinkFor(email)!);
  await expect(page.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByText("Your account has been deleted, and you have been signed out.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toHaveCount(0);

  // The old credentials no longer sign in.
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("buyer-password-1");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByText("Login failed. Check your credentials.")).toBeVisible();

  // The link worked once.
  await page.goto(deleteAccountLinkFor(email)!);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByText(/This link is invalid or has expired/)).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { addProductToCart, cartLine, cartLink } from "./cart-helpers";
import { signUpCustomer } from "./checkout-helpers";

async function logIn(page: Page, username: string, password: string, { remember = true } = {}) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (!remember) await page.getByRole("checkbox", { name: "Remember me" }).click();
  await page.getByRole("button", { name: "LOG IN" }).click();
}

async function logOut(page: Page, username: string) {
  await page.getByRole("button", { name: `Account menu for ${username}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test("a bad login shows the message and stays on the login page", async ({ page }) => {
  await logIn(page, "alice", "not-her-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "Login failed. Check your credentials." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

test("login without 'Remember me' gives a browser-session cookie; logout clears it and goes home", async ({
  page,
  context,
}) => {
  await logIn(page, "alice", "alice1234", { remember: false });
  await expect(page.getByRole("button", { name: "Account menu for alice" })).toHaveText("a");
  await expect(page).toHaveURL(/\/$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
  expect(session?.expires).toBe(-1);
  expect(session?.httpOnly).toBe(true);

  // Reading the session (window focus, navigation) must not turn it into a 30-day cookie.
  await page.goto("/cart");
  await page.evaluate(() => fetch("/api/auth/session"));
  expect(
    (await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"))?.expires,
  ).toBe(-1);

  await logOut(page, "alice");
  expect(
    (await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token")),
  ).toBeUndefined();
});

test("signup, logout, a guest cart, login: the carts merge, and quantities and removal work to the empty message", async ({
  page,
}) => {
  // A long journey (sign-up, two carts, a merge, five cart edits and a reload): more than a minute on a busy machine.
  test.slow();
  const username = `shopper_${Date.now().toString(36)}`;
  const password = "plum-orbit-ladder-42";

  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Shopper");
  await page.getByLabel("Phone").fill("+61 400 111 222");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

  // Signed in: this line goes to the account's server cart.
  const first = await addProductToCart(page, 0);
  await expect(cartLink(page, 1)).toBeVisible();
  await logOut(page, username);
  await expect(cartLink(page, 0)).toBeVisible();

  // Signed out: a guest cart with the same product and another one.
  await addProductToCart(page, 0);
  const second = await addProductToCart(page, 1, 2);
  await expect(cartLink(page, 2)).toBeVisible();

  await logIn(page, username, password);
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartLink(page, 2)).toBeVisible();

  await page.goto("/cart");
  await expect(cartLine(page, first).getByTestId("line-quantity")).toHaveText("2");
  await expect(cartLine(page, second).getByTestId("line-quantity")).toHaveText("2");

  await cartLine(page, second)
    .getByRole("button", { name: `Increase quantity of ${second}` })
    .click();
  await expect(cartLine(page, second).getByTestId("line-quantity")).toHaveText("3");
  await cartLine(page, first)
    .getByRole("button", { name: `Decrease quantity of ${first}` })
    .click();
  await expect(cartLine(page, first).getByTestId("line-quantity")).toHaveText("1");
  await expect(
    cartLine(page, first).getByRole("button", { name: `Decrease quantity of ${first}` }),
  ).toBeDisabled();

  // The summary's total is the sum of the line totals.
  const totals = await page.getByTestId("line-total").allInnerTexts();
  const sum = totals.reduce((total, text) => total + Number(text.replace(/[^0-9.]/g, "")), 0);
  await expect(page.getByTestId("summary-total")).toHaveText(`$${sum.toFixed(2)}`);

  // Kept on the server: a reload shows the same cart.
  await page.reload();
  await expect(cartLine(page, second).getByTestId("line-quantity")).toHaveText("3");

  await cartLine(page, first)
    .getByRole("button", { name: `Remove ${first} from cart` })
    .click();
  await expect(cartLine(page, first)).toHaveCount(0);
  await cartLine(page, second)
    .getByRole("button", { name: `Remove ${second} from cart` })
    .click();
  await expect(page.getByText("Your cart is currently empty")).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
});

test("signup flags a username that already exists", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill("alice");
  await page.getByLabel("First Name").fill("Another");
  await page.getByLabel("Last Name").fill("Alice");
  await page.getByLabel("Phone").fill("0400 000 000");
  await page.getByLabel("Email").fill(`another.alice.${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("plum-orbit-ladder-42");
  await page.getByLabel("Confirm Password", { exact: true }).fill("different1");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm Password", { exact: true }).fill("plum-orbit-ladder-42");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.locator("p", { hasText: "Username already exists" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create" })).toBeDisabled();
  await page.getByLabel("Username").fill(`alice_${Date.now().toString(36)}`);
  await expect(page.getByRole("button", { name: "Create" })).toBeEnabled();
});

test("a password change keeps this browser signed in, signs other devices out, and the new password works", async ({
  page,
  browser,
}) => {
  const username = await signUpCustomer(page, "changer");
  // A second device with the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, username, "buyer-password-1");
  await expect(otherPage.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password", { exact: true }).fill("wrong-password-1");
  await form.getByLabel("New password", { exact: true }).fill("changed-password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Your current password is not right.");

  await form.getByLabel("Current password", { exact: true }).fill("buyer-password-1");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Other devices have been signed out.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  // The other device's session has ended.
  const refused = await otherPage.request.get("/api/cart");
  expect(refused.status()).toBe(401);
  await other.close();

  await logOut(page, username);
  await logIn(page, username, "changed-password-2");
  await expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// Two-step sign-in as a shopper goes through it: an authenticator app (its codes computed here
// from the key the page shows), a recovery code, and passkeys through Chromium's virtual
// authenticator (CDP WebAuthn domain).

const PASSWORD = "plum-orbit-ladder-42";

// Each journey signs in and out several times: more than one test's usual minute on a busy machine.
test.slow();

/** A new customer, signed in in this browser (the sign-up sets the cookie). */
async function signUp(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post("/auth/signup", {
    data: {
      username,
      email: `${username}@example.com`,
      firstName: "Tess",
      lastName: "Step",
      phone: "+61 400 111 222",
      password: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return username;
}

async function logOut(page: Page, username: string): Promise<void> {
  await page.getByRole("button", { name: `Account menu for ${username}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  // Logout goes home: wait for it, or a next page.goto would race that navigation.
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, username: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

const signedIn = (page: Page, username: string) =>
  expect(page.getByRole("button", { name: `Account menu for ${username}` })).toBeVisible();

test("set up an authenticator app, sign in with its code, and recover with a recovery code", async ({
  page,
}) => {
  const username = await signUp(page, "totp");
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(section.getByRole("heading", { name: "Authenticator app: Off" })).toBeVisible();
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = ((await section.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });

  // A wrong code is refused with a message; the right one turns the app on.
  await section.getByLabel("Code from the app").fill(app.generate({ timestamp: Date.now() + 5 * 60_000 }));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("alert").filter({ hasText: "not right" })).toBeVisible();
  await section.getByLabel("Code from the app").fill(app.generate());
  await section.getByRole("button", { name: "Turn on" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? "";
  await expect(section.getByRole("button", { name: "Copy codes" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Download" })).toHaveAttribute(
    "download",
    "recovery-codes.txt",
  );
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByRole("heading", { name: "Authenticator app: On" })).toBeVisible();
  await expect(section.getByText("Recovery codes left: 10 of 10")).toBeVisible();

  // The password alone no longer signs in: the code step follows.
  await logOut(page, username);
  await passwordStep(page, username);
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toBeFocused();
  // The code that turned the app on is used up; the next step's is accepted (one step of drift).
  await codeField.fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "VERIFY" }).click();
  await signedIn(page, username);

  // Without the phone: a recovery code, once.
  await logOut(page, username);
  await passwordStep(page, username);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "VERIFY" }).click();
  await signedIn(page, username);
  await page.goto("/profile");
  await expect(page.getByText("Recovery codes left: 9 of 10")).toBeVisible();

  await logOut(page, username);
  await passwordStep(page, username);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That code is not right, or was already used" }),
  ).toBeVisible();
});

test.describe("passkeys", () => {
  // WebAuthn needs a domain for its RP ID: http://localhost is a secure context, 127.0.0.1 is not a domain.
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT || 3100)}` });

  test("add a passkey in the profile, then sign in with it alone and as the second step", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const username = await signUp(page, "passkey");
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Two-step sign-in" });
    await expect(section.getByText("No passkeys yet.")).toBeVisible();
    await section.getByLabel("Passkey name").fill("E2E laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    const list = section.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByText("E2E laptop")).toBeVisible();
    await expect(list.getByText(/Last used Never/)).toBeVisible();

    // Usernameless: the authenticator offers the passkey it holds for this shop.
    await logOut(page, username);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await signedIn(page, username);

    // After the password, the passkey is the second step.
    await logOut(page, username);
    await passwordStep(page, username);
    await page.getByRole("button", { name: "Continue with your passkey" }).click();
    await signedIn(page, username);

    await page.goto("/profile");
    await expect(list.getByText(/Last used \d/)).toBeVisible();
    await section.getByRole("button", { name: "Remove passkey E2E laptop" }).click();
    await expect(section.getByText("No passkeys yet.")).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";
import { addProductToCart } from "./cart-helpers";
import { payByCard, signUpCustomer } from "./checkout-helpers";

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

test.use({ geolocation: SYDNEY, permissions: ["geolocation"] });

test("an address saved at checkout fills the next checkout, and is edited on the profile", async ({ page }) => {
  await signUpCustomer(page, "saver");
  await addProductToCart(page, 0, 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");

  // First checkout: an empty address, saved to the book as it is confirmed.
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Shipping address" });
  await expect(form.getByLabel("Address line 1")).toHaveValue("");
  await form.getByLabel("Address line 1").fill("1 George Street");
  await form.getByLabel("City").fill("Sydney");
  await form.getByLabel("State / Province").fill("NSW");
  await form.getByLabel("Postal code").fill("2000");
  await form.getByLabel("Save this address").check();
  await page.getByRole("button", { name: "Confirm Shipping Address" }).click();
  await expect(page.getByRole("heading", { name: "Shipping address confirmed" })).toBeVisible();
  await expect(page.getByText("Address saved to your profile")).toBeVisible();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();

  // Second checkout: the saved (default) address is there already, nothing to save again.
  await addProductToCart(page, 1, 1);
  await page.goto("/checkout");
  await expect(form.getByLabel("Address line 1")).toHaveValue("1 George Street");
  await expect(form.getByLabel("City")).toHaveValue("Sydney");
  await expect(form.getByLabel("Postal code")).toHaveValue("2000");
  await expect(form.getByLabel("Saved addresses")).toHaveValue(/\d+/);
  await expect(form.getByLabel("Save this address")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm Shipping Address" })).toBeEnabled();

  // On the profile: the default address, edited through its dialog.
  await page.goto("/profile");
  const saved = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText("Default");
  await expect(saved.first()).toContainText("1 George Street");
  await saved.first().getByRole("button", { name: "Edit 1 George Street" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit address" });
  await dialog.getByLabel("Address line 1").fill("2 Pitt Street");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  await expect(saved.first()).toContainText("2 Pitt Street");

  // The next checkout starts from the edited address.
  await page.goto("/checkout");
  await expect(form.getByLabel("Address line 1")).toHaveValue("2 Pitt Street");
});

test("the profile's details form changes the name and phone", async ({ page }) => {
  await signUpCustomer(page, "renamer");
  await page.goto("/profile");
  const details = page.getByRole("form", { name: "Edit your details" });
  await details.getByLabel("First name").fill("Samantha");
  await details.getByLabel("Phone").fill("+61 499 888 777");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();
  await page.reload();
  await expect(details.getByLabel("First name")).toHaveValue("Samantha");
  await expect(details.getByLabel("Phone")).toHaveValue("+61 499 888 777");
});

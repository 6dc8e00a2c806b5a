import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";

// The owner prices delivery and sets the tax on the Settings page. Other journeys expect a shop
// with neither (Delivery 'TBD', GST 0), so whatever this one adds goes again, pass or fail.

async function removeWhatThisAdded(page: Page): Promise<void> {
  const listed = await page.request.get("/api/admin/shipping-methods");
  if (listed.ok()) {
    const methods = (await listed.json()) as { id: number; country: string; name: string }[];
    for (const method of methods.filter(
      (candidate) => candidate.country === "AU" && candidate.name === "Standard",
    ))
      await page.request.delete(`/api/admin/shipping-methods/${method.id}`);
  }
  await page.request.delete("/api/admin/tax-rates/AU");
}

test.afterEach(async ({ page }) => {
  await removeWhatThisAdded(page);
});

test("the owner adds an AU flat-rate delivery and 10 % GST included, sees both listed, then removes them", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/admin/settings");
  await expect(page).toHaveTitle("eCommerce Admin | Settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const delivery = page.getByRole("region", { name: "Delivery methods" });
  const tax = page.getByRole("region", { name: "Tax rates" });
  await expect(delivery.getByText("No delivery methods: the cart shows Delivery 'TBD'")).toBeVisible();
  await expect(tax.getByText("No tax rates: the cart shows GST 0")).toBeVisible();

  // A flat-rate delivery for Australia, priced in its own currency.
  await delivery.getByRole("button", { name: "Add delivery method" }).click();
  const addMethod = page.getByRole("dialog", { name: "Add delivery method" });
  await addMethod.getByLabel("Country").selectOption({ label: "Australia" });
  await addMethod.getByLabel("Name").fill("Standard");
  await addMethod.getByLabel("Price (AUD)").fill("10");
  await addMethod.getByRole("button", { name: "Add method" }).click();
  await expect(page.getByText("Delivery method Standard added")).toBeVisible();
  await expect(addMethod).toBeHidden();
  const standard = delivery.getByRole("row", { name: /Standard/ });
  await expect(standard).toContainText("Australia");
  await expect(standard).toContainText("$10.00 AUD");
  await expect(standard).toContainText("Never");
  await expect(standard).toContainText("Active");

  // The same name again in Australia is refused, with the reason.
  await delivery.getByRole("button", { name: "Add delivery method" }).click();
  await addMethod.getByLabel("Name").fill("standard");
  await addMethod.getByLabel("Price (AUD)").fill("12");
  await addMethod.getByRole("button", { name: "Add method" }).click();
  await expect(addMethod.getByRole("alert")).toHaveText("AU already has a delivery method named standard");
  await addMethod.getByRole("button", { name: "Cancel" }).click();

  // Free from $100.00 AUD.
  await delivery.getByRole("button", { name: "Edit Standard (Australia)" }).click();
  const editMethod = page.getByRole("dialog", { name: "Edit Standard (Australia)" });
  await editMethod.getByLabel("Free above (AUD)").fill("100");
  await editMethod.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Delivery method Standard saved")).toBeVisible();
  await expect(standard).toContainText("$100.00 AUD");

  // 10 % GST, included in Australian prices.
  await tax.getByRole("button", { name: "Set a tax rate" }).click();
  const setRate = page.getByRole("dialog", { name: "Set a tax rate" });
  await setRate.getByLabel("Country").selectOption({ label: "Australia" });
  await setRate.getByLabel("Rate (%)").fill("10");
  await expect(setRate.getByRole("checkbox", { name: "Prices include the tax" })).toBeChecked();
  await setRate.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("GST for Australia saved")).toBeVisible();
  const australia = tax.getByRole("row", { name: /Australia/ });
  await expect(australia).toContainText("GST");
  await expect(australia).toContainText("10 %");
  await expect(australia).toContainText("Include the tax");

  // Both stay after a reload: they are the shop's, not the page's.
  await page.reload();
  await expect(delivery.getByRole("row", { name: /Standard/ })).toContainText("$10.00 AUD");
  await expect(tax.getByRole("row", { name: /Australia/ })).toContainText("10 %");

  // And both can go again.
  await delivery.getByRole("button", { name: "Delete Standard (Australia)" }).click();
  await page
    .getByRole("dialog", { name: "Delete Standard (Australia)?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Delivery method Standard deleted")).toBeVisible();
  await expect(delivery.getByText("No delivery methods: the cart shows Delivery 'TBD'")).toBeVisible();
  await tax.getByRole("button", { name: "Remove the tax of Australia" }).click();
  await page
    .getByRole("dialog", { name: "Remove the tax of Australia?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Tax of Australia removed")).toBeVisible();
  await expect(tax.getByText("No tax rates: the cart shows GST 0")).toBeVisible();
});

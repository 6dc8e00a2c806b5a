import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./admin-helpers";

// An integrator's first stop: the admin's API reference, and the document it is built from.

test("the admin reads the API reference and the OpenAPI document behind it", async ({ page, request }) => {
  await logInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "API" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API" })).toBeVisible();

  const checkout = page.getByRole("region", { name: "Checkout" });
  const intent = checkout.getByTestId("api-operation").filter({ hasText: "/api/stripe/create-intent" });
  await expect(intent.getByText("POST", { exact: true })).toBeVisible();
  await expect(intent.getByText("Public", { exact: true })).toBeVisible();
  await intent.getByText("/api/stripe/create-intent").click();
  await expect(intent.getByRole("heading", { name: "Request body" })).toBeVisible();
  await expect(intent.getByRole("heading", { name: "Response 200" })).toBeVisible();
  await expect(intent.getByText(/"clientSecret"/)).toBeVisible();

  const answer = await request.get("/api/openapi.json");
  expect(answer.status()).toBe(200);
  const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toContain("/api/stripe/create-intent");
});

test("the API reference is not there for anyone but an admin", async ({ page }) => {
  const response = await page.goto("/admin/api");
  expect(response?.status()).toBe(404);
});

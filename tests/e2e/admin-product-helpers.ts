import { expect, type APIRequestContext, type Page } from "@playwright/test";
import postgres from "postgres";

// What the admin product journeys share: signing in as the demo admin, a product created
// through the API in the spec's own payload shape, and the audit entries written for it.

export const ADMIN = { username: "admin", password: "admin1234" };

export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${ADMIN.username}` })).toBeVisible();
}

type VariationTypes = { name: string; variant_values: { id: number; value: string }[] }[];

/** The spec's create-product payload (§3, §7), items priced on their own, for a T-shirt category. */
export async function specProduct(request: APIRequestContext, name: string, category = "women-tops-t-shirts") {
  const types = (await (await request.get(`/api/variation?category=${category}`)).json()) as VariationTypes;
  const value = (type: string, index: number) => types.find((candidate) => candidate.name === type)!.variant_values[index].id;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  return {
    name,
    description: "Organic cotton tee, for the admin journeys.",
    featured: false,
    category,
    images: [],
    locations: ["AU", "US"],
    product_items: [
      { sku: `J-${stamp}-1`, stock: 5, price: 24, imageUrls: [], variations: [value("Color", 0), value("Size", 1)] },
      { sku: `J-${stamp}-2`, stock: 5, price: 22, imageUrls: [], variations: [value("Color", 1), value("Size", 2)] },
    ],
  };
}

/** Creates the product as the signed-in admin; answers its id. */
export async function createSpecProduct(page: Page, name: string): Promise<number> {
  const response = await page.request.post("/api/product", { data: await specProduct(page.request, name) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export type AuditRow = { kind: string; action: string; before: unknown; after: unknown };

/**
 * The product's audit entries, oldest first: from the Activity API when the app has it, else
 * straight from the e2e database (PostgreSQL only).
 */
export async function productHistory(request: APIRequestContext, productId: number): Promise<AuditRow[] | null> {
  const api = await request.get(`/api/admin/activity?product=${productId}&pageSize=100`);
  if (api.status() === 200) {
    const { entries } = (await api.json()) as { entries: AuditRow[] };
    return [...entries].reverse();
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const url = new URL(serverUrl);
  url.pathname = `/${process.env.E2E_DATABASE || "shop_e2e"}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    return await sql<AuditRow[]>`
      SELECT kind, action, before, after FROM audit_log WHERE product_id = ${productId} ORDER BY id`;
  } finally {
    await sql.end();
  }
}

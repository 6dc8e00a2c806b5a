import { expect, type APIRequestContext, type Page } from "@playwright/test";

// What the admin product journeys share: a product created through the API in the spec's own
// payload shape, and the audit entries written for it. Signing in: ./admin-helpers.ts.

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

/** The product's audit entries, oldest first, as the Activity API answers them. */
export async function productHistory(request: APIRequestContext, productId: number): Promise<AuditRow[]> {
  const response = await request.get(`/api/admin/activity?product=${productId}&pageSize=100`);
  expect(response.status()).toBe(200);
  const { entries } = (await response.json()) as { entries: AuditRow[] };
  return [...entries].reverse();
}

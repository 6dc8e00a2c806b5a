/** @jest-environment node */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import { GET as getActivity } from "@/app/api/admin/activity/route";
import { GET as getCustomer, PATCH as patchCustomer } from "@/app/api/admin/customers/[id]/route";
import { GET as getCustomers } from "@/app/api/admin/customers/route";
import { GET as getInventory } from "@/app/api/admin/inventory/route";
import { PUT as putItem } from "@/app/api/admin/items/[id]/route";
import { POST as postStock } from "@/app/api/admin/items/[id]/stock/route";
import { GET as getAdminOrder } from "@/app/api/admin/orders/[id]/route";
import { GET as getRefunds, POST as postRefund } from "@/app/api/admin/orders/[id]/refunds/route";
import { GET as getAdminOrders } from "@/app/api/admin/orders/route";
import { GET as getCategory } from "@/app/api/category/[internalName]/route";
import { GET as getCategories } from "@/app/api/category/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as getOrders } from "@/app/api/orders/route";
import { GET as getUsers } from "@/app/api/user/route";
import { GET as getVariations } from "@/app/api/variation/route";
import {
  GET as getCategoryVariations,
  POST as postVariationType,
} from "@/app/api/admin/categories/[internalName]/variations/route";
import { PATCH as patchVariationType } from "@/app/api/admin/variations/[typeId]/route";
import { POST as postVariationValue } from "@/app/api/admin/variations/[typeId]/values/route";
import { PATCH as patchVariationValue } from "@/app/api/admin/variations/[typeId]/values/[valueId]/route";
import { GET as getAddresses, POST as postAddress } from "@/app/api/user/[userName]/addresses/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/[userName]/route";
import { GET as getOpenApi } from "@/app/api/openapi.json/route";
import { GET as getProduct } from "@/app/api/product/[id]/route";
import { GET as getProducts } from "@/app/api/product/route";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { GET as getSettings } from "@/app/api/admin/settings/route";
import { getDb } from "@/db/client";
import { taxRates } from "@/db/schema";
import { errorSchema, openApiDocument } from "@/lib/openapi/document";
import { HTTP_METHODS, OPERATIONS, type HttpMethod } from "@/lib/openapi/operations";
import { apiReference } from "@/lib/openapi/reference";
import { apiRequest, createItem, createUser, routeContext, tokenFor } from "./account-fixtures";
import { seedCatalog } from "./catalog-fixtures";
import { pendingCheckout } from "./order-life-fixtures";
import { insertOrder, SYDNEY_ADDRESS } from "./order-row-fixtures";
import { card, confirm, createIntent, putInCart, status } from "./payments-fixtures";

// The API document against the code: every route file's methods are documented, the document is
// OpenAPI 3.1-shaped with every $ref resolving, and real answers of key flows match the
// documented response schemas.

/** Route files under app/api, as OpenAPI paths ([id] -> {id}, [...nextauth] -> {nextauth}). */
function routeFiles(): { path: string; file: string }[] {
  const api = join(process.cwd(), "app", "api");
  return readdirSync(api, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(`${sep}route.ts`) || file === "route.ts")
    .map((file) => {
      const segments = relative(api, join(api, file)).split(sep).slice(0, -1);
      const path = `/api/${segments.map((segment) => segment.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}")).join("/")}`;
      return { path: path.replace(/\/$/, ""), file: join(api, file) };
    });
}

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, DocOperation>>;
  components?: Record<string, Record<string, unknown>>;
};
type DocOperation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
};

const doc = openApiDocument() as unknown as Doc;

describe("the OpenAPI document covers every route", () => {
  const files = routeFiles();

  it.each(files.map(({ path, file }) => [path, file]))("documents every method of %s", async (path, file) => {
    const routeModule = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const exported = HTTP_METHODS.filter((method) => typeof routeModule[method] === "function");
    expect(exported.length).toBeGreaterThan(0);
    const documented = HTTP_METHODS.filter((method) => doc.paths[path]?.[method.toLowerCase()] !== undefined);
    expect(documented).toEqual(exported);
  });

  it("documents no path that has no route file", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(files.map(({ path }) => path).sort());
  });
});

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "$ref" && typeof item === "string" ? [item] : refsOf(item),
  );
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      root,
    );
}

describe("the OpenAPI document is OpenAPI 3.1", () => {
  it("has the version, info and paths", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it("gives every operation a unique id, a success answer and { detail } errors", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api(\/[A-Za-z0-9._-]+|\/\{[A-Za-z]+\})+$/);
      for (const [method, operation] of Object.entries(item)) {
        expect(["get", "post", "put", "patch", "delete"]).toContain(method);
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((code) => /^[23]\d\d$/.test(code))).toBe(true);
        expect(statuses).toContain("400");
        // Each {param} of the path is a required path parameter, and no other is.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
        expect(declared.map((parameter) => parameter.name).sort()).toEqual(inPath);
        for (const parameter of declared) expect(parameter.required).toBe(true);
      }
    }
  });

  it("resolves every $ref", () => {
    const refs = refsOf(doc);
    expect(refs).toContain("#/components/schemas/Error");
    for (const ref of new Set(refs))
      expect([ref, resolvePointer(doc, ref)]).toEqual([ref, expect.anything()]);
  });

  it("is served at GET /api/openapi.json, public and cacheable", async () => {
    const response = await getOpenApi(apiRequest("/api/openapi.json"), routeContext());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});

/** Keys the answer has that the schema's parse dropped: fields the document does not describe. */
function undocumentedKeys(answer: unknown, parsed: unknown, at = "$"): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed))
    return answer.flatMap((item, index) => undocumentedKeys(item, parsed[index], `${at}[${index}]`));
  if (!answer || typeof answer !== "object" || !parsed || typeof parsed !== "object") return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    key in parsed
      ? undocumentedKeys(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`)
      : [`${at}.${key}`],
  );
}

/** Reads the answer and checks it against the operation's documented status and schema. */
async function expectDocumented(method: HttpMethod, path: string, response: Response): Promise<unknown> {
  const operation = OPERATIONS.find((candidate) => candidate.method === method && candidate.path === path);
  if (!operation?.response.schema) throw new Error(`${method} ${path} has no documented response schema`);
  const body: unknown = await response.json();
  expect([response.status, body]).toEqual([operation.response.status, expect.anything()]);
  const schema: z.ZodType = operation.response.schema;
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(undocumentedKeys(body, parsed.data)).toEqual([]);
  return body;
}

/** The seeded catalogue (nested categories, variations, items), written once for the tests that read it. */
let seeded: Promise<unknown> | undefined;
const catalogue = () => (seeded ??= seedCatalog());

describe("answers match their documented schemas", () => {
  it("GET /api/product and GET /api/product/{id}", async () => {
    const item = await createItem();
    await expectDocumented(
      "GET",
      "/api/product",
      await getProducts(apiRequest("/api/product?pageSize=5"), routeContext()),
    );
    const id = String(item.productId);
    await expectDocumented(
      "GET",
      "/api/product/{id}",
      await getProduct(apiRequest(`/api/product/${id}`), routeContext({ id })),
    );
  });

  it("POST /api/cart/quote, POST /api/stripe/create-intent and GET /api/orderstatus", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const item = await createItem({ priceMinor: 2500 });
    await putInCart(user.id, item.id, 2);
    await expectDocumented(
      "POST",
      "/api/cart/quote",
      await postQuote(
        apiRequest("/api/cart/quote", { method: "POST", token, body: { country: "AU" } }),
        routeContext(),
      ),
    );
    const intent = (await expectDocumented(
      "POST",
      "/api/stripe/create-intent",
      await createIntent(token, { amount: 50, currency: "aud", country: "au", cart: [] }),
    )) as { paymentIntentId: string };
    await expectDocumented("GET", "/api/orderstatus", await status(token, `?pi=${intent.paymentIntentId}`));
  });

  it("GET /api/category and GET /api/category/{internalName}: the tree with children and breadcrumbs", async () => {
    await catalogue();
    const tree = (await expectDocumented(
      "GET",
      "/api/category",
      await getCategories(apiRequest("/api/category"), routeContext()),
    )) as {
      children: unknown[];
    }[];
    expect(tree.some((category) => category.children.length > 0)).toBe(true);
    const tops = (await expectDocumented(
      "GET",
      "/api/category/{internalName}",
      await getCategory(apiRequest("/api/category/tops"), routeContext({ internalName: "tops" })),
    )) as { breadcrumb: unknown[]; children: unknown[] };
    expect([tops.breadcrumb.length, tops.children.length]).toEqual([2, 2]);
  });

  it("the admin's orders: list, detail with breakdown, lines and a refund, and the refunds", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    // A tax rate gives the order a breakdown to show.
    await (await getDb()).insert(taxRates).values({ country: "AU", rate: "10", inclusive: true });
    const checkout = await pendingCheckout([2, 1]);
    expect((await confirm(checkout.token, card(checkout.intent.paymentIntentId))).status).toBe(200);
    const id = String(checkout.orderId);
    await expectDocumented(
      "POST",
      "/api/admin/orders/{id}/refunds",
      await postRefund(
        apiRequest(`/api/admin/orders/${id}/refunds`, { method: "POST", token: admin, body: { amount: 1 } }),
        routeContext({ id }),
      ),
    );
    const page = (await expectDocumented(
      "GET",
      "/api/admin/orders",
      await getAdminOrders(apiRequest("/api/admin/orders", { token: admin }), routeContext()),
    )) as { results: { id: number }[] };
    expect(page.results.map((order) => order.id)).toContain(checkout.orderId);
    const detail = (await expectDocumented(
      "GET",
      "/api/admin/orders/{id}",
      await getAdminOrder(apiRequest(`/api/admin/orders/${id}`, { token: admin }), routeContext({ id })),
    )) as { breakdown: unknown; shipping: unknown; refunds: unknown[]; lines: unknown[] };
    expect([detail.breakdown, detail.shipping, detail.refunds.length, detail.lines.length]).toEqual([
      expect.anything(),
      expect.objectContaining({ name: SYDNEY_ADDRESS.name }),
      1,
      2,
    ]);
    await expectDocumented(
      "GET",
      "/api/admin/orders/{id}/refunds",
      await getRefunds(apiRequest(`/api/admin/orders/${id}/refunds`, { token: admin }), routeContext({ id })),
    );
  });

  it("the admin's customers: list, detail with their orders, and a role change", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    const customer = await createUser();
    await insertOrder({ userId: customer.id, status: "paid" });
    await expectDocumented(
      "GET",
      "/api/admin/customers",
      await getCustomers(apiRequest("/api/admin/customers", { token: admin }), routeContext()),
    );
    const id = String(customer.id);
    const detail = (await expectDocumented(
      "GET",
      "/api/admin/customers/{id}",
      await getCustomer(apiRequest(`/api/admin/customers/${id}`, { token: admin }), routeContext({ id })),
    )) as { orders: { results: unknown[] } };
    expect(detail.orders.results).toHaveLength(1);
    await expectDocumented(
      "PATCH",
      "/api/admin/customers/{id}",
      await patchCustomer(
        apiRequest(`/api/admin/customers/${id}`, { method: "PATCH", token: admin, body: { role: "seller" } }),
        routeContext({ id }),
      ),
    );
  });

  it("the admin's inventory, an item's change and its stock, and the activity they leave", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    await catalogue();
    const inventory = (await expectDocumented(
      "GET",
      "/api/admin/inventory",
      await getInventory(apiRequest("/api/admin/inventory?archived=true", { token: admin }), routeContext()),
    )) as { results: { id: number; variations: unknown[] }[] };
    const item = inventory.results.find((row) => row.variations.length > 0);
    if (!item) throw new Error("the seeded catalogue has items with variations");
    const id = String(item.id);
    await expectDocumented(
      "PUT",
      "/api/admin/items/{id}",
      await putItem(
        apiRequest(`/api/admin/items/${id}`, { method: "PUT", token: admin, body: { price: 33.5 } }),
        routeContext({ id }),
      ),
    );
    await expectDocumented(
      "POST",
      "/api/admin/items/{id}/stock",
      await postStock(
        apiRequest(`/api/admin/items/${id}/stock`, { method: "POST", token: admin, body: { quantity: 5 } }),
        routeContext({ id }),
      ),
    );
    const activity = (await expectDocumented(
      "GET",
      "/api/admin/activity",
      await getActivity(apiRequest("/api/admin/activity", { token: admin }), routeContext()),
    )) as { entries: unknown[] };
    expect(activity.entries.length).toBeGreaterThanOrEqual(2);
  });

  it("variation types: the storefront's list and the admin's writes", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    await catalogue();
    const types = (await expectDocumented(
      "GET",
      "/api/variation",
      await getVariations(apiRequest("/api/variation?category=clothing"), routeContext()),
    )) as unknown[];
    expect(types).toHaveLength(2);
    const internalName = "accessories";
    const type = (await expectDocumented(
      "POST",
      "/api/admin/categories/{internalName}/variations",
      await postVariationType(
        apiRequest(`/api/admin/categories/${internalName}/variations`, {
          method: "POST",
          token: admin,
          body: { name: "Material" },
        }),
        routeContext({ internalName }),
      ),
    )) as { id: number };
    const typeId = String(type.id);
    await expectDocumented(
      "PATCH",
      "/api/admin/variations/{typeId}",
      await patchVariationType(
        apiRequest(`/api/admin/variations/${typeId}`, {
          method: "PATCH",
          token: admin,
          body: { name: "Fabric" },
        }),
        routeContext({ typeId }),
      ),
    );
    const value = (await expectDocumented(
      "POST",
      "/api/admin/variations/{typeId}/values",
      await postVariationValue(
        apiRequest(`/api/admin/variations/${typeId}/values`, {
          method: "POST",
          token: admin,
          body: { value: "Wool" },
        }),
        routeContext({ typeId }),
      ),
    )) as { id: number };
    const valueId = String(value.id);
    await expectDocumented(
      "PATCH",
      "/api/admin/variations/{typeId}/values/{valueId}",
      await patchVariationValue(
        apiRequest(`/api/admin/variations/${typeId}/values/${valueId}`, {
          method: "PATCH",
          token: admin,
          body: { value: "Merino" },
        }),
        routeContext({ typeId, valueId }),
      ),
    );
    const used = (await expectDocumented(
      "GET",
      "/api/admin/categories/{internalName}/variations",
      await getCategoryVariations(
        apiRequest(`/api/admin/categories/${internalName}/variations`, { token: admin }),
        routeContext({ internalName }),
      ),
    )) as { types: { name: string; values: { value: string }[] }[] };
    expect(used.types).toEqual([
      expect.objectContaining({ name: "Fabric", values: [expect.objectContaining({ value: "Merino" })] }),
    ]);
  });

  it("GET /api/user: every user, as an admin sees them", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    const users = (await expectDocumented(
      "GET",
      "/api/user",
      await getUsers(apiRequest("/api/user", { token: admin }), routeContext()),
    )) as unknown[];
    expect(users.length).toBeGreaterThan(0);
  });

  it("the shopper's orders, profile and address book", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await insertOrder({
      userId: user.id,
      fulfilment: "shipped",
      carrier: "Australia Post",
      trackingNumber: "AP123",
    });
    const orders = (await expectDocumented(
      "GET",
      "/api/orders",
      await getOrders(apiRequest("/api/orders", { token }), routeContext()),
    )) as unknown[];
    expect(orders).toHaveLength(1);
    const id = String((orders[0] as { id: number }).id);
    const order = (await expectDocumented(
      "GET",
      "/api/orders/{id}",
      await getOrder(apiRequest(`/api/orders/${id}`, { token }), routeContext({ id })),
    )) as { lines: unknown[] };
    expect(order.lines).toHaveLength(1);
    const userName = user.username;
    await expectDocumented(
      "GET",
      "/api/user/{userName}",
      await getUser(apiRequest(`/api/user/${userName}`, { token }), routeContext({ userName })),
    );
    await expectDocumented(
      "PATCH",
      "/api/user/{userName}",
      await patchUser(
        apiRequest(`/api/user/${userName}`, { method: "PATCH", token, body: { firstName: "Sam" } }),
        routeContext({ userName }),
      ),
    );
    await expectDocumented(
      "POST",
      "/api/user/{userName}/addresses",
      await postAddress(
        apiRequest(`/api/user/${userName}/addresses`, { method: "POST", token, body: SYDNEY_ADDRESS }),
        routeContext({ userName }),
      ),
    );
    const addresses = (await expectDocumented(
      "GET",
      "/api/user/{userName}/addresses",
      await getAddresses(
        apiRequest(`/api/user/${userName}/addresses`, { token }),
        routeContext({ userName }),
      ),
    )) as unknown[];
    expect(addresses).toHaveLength(1);
  });

  it("GET /api/admin/settings, and its refusals are { detail }", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin);
    await expectDocumented(
      "GET",
      "/api/admin/settings",
      await getSettings(apiRequest("/api/admin/settings", { token }), routeContext()),
    );
    const anonymous = await getSettings(apiRequest("/api/admin/settings"), routeContext());
    expect(anonymous.status).toBe(401);
    expect(errorSchema.strict().safeParse(await anonymous.json()).success).toBe(true);
  });
});

describe("the admin's API reference", () => {
  it("lists every operation by area, with the generated schemas and what is described in words only", () => {
    const areas = apiReference();
    expect(areas.flatMap((area) => area.operations)).toHaveLength(OPERATIONS.length);
    const settings = areas.find((area) => area.area === "Admin: settings")?.operations[0];
    expect(settings).toMatchObject({
      method: "GET",
      path: "/api/admin/settings",
      auth: "admin",
      responseDescribed: true,
    });
    expect(JSON.parse(settings?.response ?? "null")).toMatchObject({ type: "object" });
    const described = areas.flatMap((area) => area.operations).find((item) => item.path === "/api/orders");
    expect(described).toMatchObject({ auth: "signed-in", responseDescribed: true, errors: [400, 401] });
    const inWords = areas
      .flatMap((area) => area.operations)
      .find((item) => item.path === "/api/admin/inventory/import");
    expect(inWords).toMatchObject({ auth: "admin", responseDescribed: false, response: "{}" });
  });
});

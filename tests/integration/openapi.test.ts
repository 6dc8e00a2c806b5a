/** @jest-environment node */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import { GET as getOpenApi } from "@/app/api/openapi.json/route";
import { GET as getProduct } from "@/app/api/product/[id]/route";
import { GET as getProducts } from "@/app/api/product/route";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { GET as getSettings } from "@/app/api/admin/settings/route";
import { errorSchema, openApiDocument } from "@/lib/openapi/document";
import { HTTP_METHODS, OPERATIONS, type HttpMethod } from "@/lib/openapi/operations";
import { apiReference } from "@/lib/openapi/reference";
import { apiRequest, createItem, createUser, routeContext, tokenFor } from "./account-fixtures";
import { createIntent, putInCart, status } from "./payments-fixtures";

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
    const orders = areas.flatMap((area) => area.operations).find((item) => item.path === "/api/orders");
    expect(orders).toMatchObject({ auth: "signed-in", responseDescribed: false, errors: [400, 401] });
  });
});

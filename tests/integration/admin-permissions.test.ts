/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import {
  ADMIN_CALLS,
  ADMIN_PAGES,
  can,
  isStaffRole,
  type AdminCall,
  type AdminPagePath,
  type Permission,
} from "@/lib/auth/permissions";
import { openApiDocument } from "@/lib/openapi/document";
import type { Role } from "@/lib/users/types";
import { apiRequest, createUser, routeContext, tokenFor } from "./account-fixtures";
import { asCurrentRequest } from "./next-headers-stand-in";

// Every admin route and page, found on disk, called for every role against the one permission
// table (lib/auth/permissions.ts): 401 signed out and 403 without the permission for a call, the
// not-found page for a page; anything but those with it (a made-up id or an empty body may well
// be 404 or 400). A route or page missing from the table fails, so none can slip by unguarded.

// Server components read the request through next/headers; this answers for `asCurrentRequest`.
jest.mock("next/headers", () => jest.requireActual("./next-headers-stand-in").nextHeaders);
// Outside a Next server there is no request scope: the pages' "render per request" marker is a no-op here.
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), connection: async () => undefined }));

jest.setTimeout(120_000);

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Caller = "signed out" | Role;
const CALLERS: Caller[] = ["signed out", "customer", "seller", "admin"];
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  for (const role of ["customer", "seller", "admin"] as const)
    tokens[role] = await tokenFor(await createUser({ role }));
});

const app = join(process.cwd(), "app");

/** Files named `name` under app/<top>, as app paths (/api/admin/orders/[id]). */
function filesUnder(top: string, name: string): { path: string; file: string }[] {
  return readdirSync(join(app, top), { recursive: true, encoding: "utf8" })
    .filter((file) => file === name || file.endsWith(`${sep}${name}`))
    .map((file) => {
      const segments = relative(app, join(app, top, file))
        .split(sep)
        .slice(0, -1);
      return { path: `/${segments.join("/")}`, file: join(app, top, file) };
    });
}

/**
 * The guarded handlers: every one under app/api/admin, and any elsewhere (app/api, app/auth)
 * whose code asks for a permission. A handler's code is its file's text from its export to the next.
 */
function guardedHandlers(): { call: string; path: string; method: HttpMethod; file: string }[] {
  const routes = [...filesUnder("api", "route.ts"), ...filesUnder("auth", "route.ts")];
  return routes.flatMap(({ path, file }) => {
    const text = readFileSync(file, "utf8");
    const parts = text.split(/(?=export const (?:GET|POST|PUT|PATCH|DELETE) =)/).slice(1);
    return parts.flatMap((part) => {
      const method = /^export const (\w+) =/.exec(part)?.[1] as HttpMethod;
      const guarded = path.startsWith("/api/admin/") || part.includes("requirePermission(");
      return guarded ? [{ call: `${method} ${path}`, path, method, file }] : [];
    });
  });
}

/** A made-up value for each dynamic segment: nothing exists under it. */
function madeUpParams(path: string): Record<string, string> {
  const values: Record<string, string> = { currency: "XTS", country: "ZZ", internalName: "no-such-category" };
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/\[(\w+)\]/g)) params[name] = values[name] ?? "999999";
  return params;
}

function expectedStatus(caller: Caller, permission: Permission): "401" | "403" | "allowed" {
  if (caller === "signed out") return "401";
  return can(caller, permission) ? "allowed" : "403";
}

describe("every admin call x every role", () => {
  const handlers = guardedHandlers();

  it("finds the admin calls on disk", () => {
    expect(handlers.length).toBeGreaterThan(50);
  });

  it("has every guarded call in the permission table, and nothing in the table that is not a call", () => {
    const onDisk = handlers.map(({ call }) => call).sort();
    expect(onDisk).toEqual(Object.keys(ADMIN_CALLS).sort());
  });

  const cases = handlers.flatMap(({ call, path, method, file }) =>
    CALLERS.map((caller) => [call, caller, path, method, file] as const),
  );

  it.each(cases)("%s as %s", async (call, caller, path, method, file) => {
    const permission = ADMIN_CALLS[call as AdminCall];
    expect(permission).toBeDefined();
    const routeModule = (await import(pathToFileURL(file).href)) as Record<
      string,
      (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
    >;
    const params = madeUpParams(path);
    const url = path.replace(/\[(\w+)\]/g, (_, name: string) => params[name]);
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const response = await routeModule[method](
      apiRequest(url, { method, body, token: tokens[caller] }),
      routeContext(params),
    );
    const expected = expectedStatus(caller, permission);
    if (expected === "allowed") {
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else expect(String(response.status)).toBe(expected);
  });
});

describe("the API document", () => {
  it("names each admin call's permission and the roles holding it", () => {
    const paths = (
      openApiDocument() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> }
    ).paths;
    for (const [call, permission] of Object.entries(ADMIN_CALLS)) {
      const [method, path] = call.split(" ");
      const operation = paths[path.replace(/\[(\w+)\]/g, "{$1}")]?.[method.toLowerCase()];
      expect({ call, permission: operation?.["x-permission"] }).toEqual({ call, permission });
      expect(operation?.["x-roles"]).toEqual(
        (["customer", "seller", "admin"] as const).filter((role) => can(role, permission)),
      );
    }
  });
});

/** Whether a page threw Next's redirect to the not-found page (what pageOrNotFound does). */
function isNotFoundRedirect(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_REDIRECT") && digest.includes(";/404;");
}

type PageModule = {
  default: (props: {
    params: Promise<Record<string, string>>;
    searchParams: Promise<Record<string, string>>;
    children?: null;
  }) => Promise<unknown>;
};

/** Whether a page threw Next's notFound() (a made-up id: the page itself was let in). */
function isNotFound(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404");
}

/**
 * Runs the page's server component as `caller` would reach it: "not found" when it sends them to
 * the not-found page, "shown" when it renders (or finds no row for a made-up id). Anything else fails.
 */
async function openAs(caller: Caller, file: string, path: string): Promise<"not found" | "shown"> {
  const headers: Record<string, string> = {};
  const token = tokens[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  asCurrentRequest(new Request(`http://localhost:3000${path}`, { headers }) as never);
  const pageModule = (await import(pathToFileURL(file).href)) as PageModule;
  try {
    await pageModule.default({
      params: Promise.resolve(madeUpParams(path)),
      searchParams: Promise.resolve({}),
      children: null,
    });
    return "shown";
  } catch (error) {
    if (isNotFoundRedirect(error)) return "not found";
    if (isNotFound(error)) return "shown";
    throw error;
  }
}

describe("every admin page x every role", () => {
  const pages = filesUnder("admin", "page.tsx");

  it("has every page in the permission table, and nothing in the table that is not a page", () => {
    expect(pages.map(({ path }) => path).sort()).toEqual(Object.keys(ADMIN_PAGES).sort());
  });

  const cases = pages.flatMap(({ path, file }) => CALLERS.map((caller) => [path, caller, file] as const));

  it.each(cases)("%s as %s", async (path, caller, file) => {
    const permission = ADMIN_PAGES[path as AdminPagePath];
    expect(permission).toBeDefined();
    const allowed = caller !== "signed out" && can(caller, permission);
    expect(await openAs(caller, file, path)).toBe(allowed ? "shown" : "not found");
  });

  it.each(CALLERS)("the admin layout lets in staff only: %s", async (caller) => {
    const allowed = caller !== "signed out" && isStaffRole(caller);
    expect(await openAs(caller, join(app, "admin", "layout.tsx"), "/admin")).toBe(
      allowed ? "shown" : "not found",
    );
  });
});

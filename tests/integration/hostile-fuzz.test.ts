/** @jest-environment node */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { BASE } from "./account-fixtures";
import { answerProblem } from "./hostile-checks";
import { hostileShop, type HostileShop } from "./hostile-fixtures";
import { assertHostileProperty, HOSTILE_SEED, malformedAddressFor } from "./hostile-property";
import { routeCases } from "./hostile-routes";

// Generated hostile input (malformed JSON, wrong types, extreme numbers, long strings, control
// characters, broken percent-encoding, injection strings, extra fields) for every route handler,
// as anonymous, customer and admin: never a 5xx or a leak, and a refused request changes nothing.

jest.setTimeout(120_000);

let shop: HostileShop;

beforeAll(async () => {
  shop = await hostileShop();
});

/** The routes of the file tree, e.g. /api/cart/[id]. */
function routesOnDisk(): string[] {
  const app = join(process.cwd(), "app");
  return ["api", "auth"].flatMap((top) =>
    readdirSync(join(app, top), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(`${sep}route.ts`) || file === "route.ts")
      .map(
        (file) =>
          `/${relative(app, join(app, top, file))
            .split(sep)
            .slice(0, -1)
            .join("/")}`,
      ),
  );
}

// Built with placeholder rows: only the routes and methods are read here.
const cases = routeCases({
  productId: 0,
  spareProductId: 0,
  productItemId: 0,
  variationValueIds: [],
  variationTypeId: 0,
  cartLineId: 0,
  orderId: 0,
  paymentIntentId: "",
  customerUsername: "",
  customerId: 0,
  customerPassword: "",
  addressId: 0,
  discountCodeId: 0,
});

it("covers every route handler under app/api and app/auth", () => {
  // next-auth's catch-all and the Stripe webhook are fuzzed in files of their own.
  const elsewhere = ["/api/auth/[...nextauth]", "/api/stripe/webhook"];
  expect(new Set([...cases.map((route) => route.route), ...elsewhere])).toEqual(new Set(routesOnDisk()));
});

describe.each(cases.map((route) => [`${route.method} ${route.route}`, route] as const))(
  "%s",
  (_name, placeholder) => {
    it("never answers 5xx or leaks, and a refused request changes no data", async () => {
      const route = routeCases(shop.known).find(
        (candidate) => candidate.route === placeholder.route && candidate.method === placeholder.method,
      );
      if (!route) throw new Error("route vanished");
      await assertHostileProperty(shop, route, route.slow ? 10 : 25);
    });
  },
);

describe("the request guard in front of every route", () => {
  it.each(routesOnDisk())(
    "answers %s with broken percent-encoding or a NUL in the address with a 4xx and a detail",
    async (route) => {
      await fc.assert(
        fc.asyncProperty(
          malformedAddressFor(route),
          fc.constantFrom("GET", "POST", "PUT", "DELETE"),
          async (path, method) => {
            const response = proxy(new NextRequest(`${BASE}${path}`, { method }));
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(await answerProblem(response, path)).toBeUndefined();
          },
        ),
        { seed: HOSTILE_SEED, numRuns: 40 },
      );
    },
  );
});

/** @jest-environment node */
import fc from "fast-check";
import { POST as createProduct } from "@/app/api/product/route";
import { routeContext, tokenFor } from "./account-fixtures";
import { multipartRequest, pngFile } from "./admin-fixtures";
import { hostileBody, hostileString } from "./hostile-arbitraries";
import { answerProblem, changedTables, fingerprint } from "./hostile-checks";
import { hostileShop, type HostileShop } from "./hostile-fixtures";
import { HOSTILE_SEED } from "./hostile-property";

// The admin's product form (multipart: the product as JSON plus image files) fed hostile fields
// and files that are not images, with hostile names and types: never a 5xx or a leak, and a
// refused upload creates nothing.

jest.setTimeout(120_000);

let shop: HostileShop;
let png: File;

beforeAll(async () => {
  shop = await hostileShop();
  png = await pngFile("real.png", 40, 40);
});

const validProduct = () => ({
  name: "Uploaded Tee",
  description: "Made by the hostile upload test",
  featured: false,
  category: "t-shirts",
  price: 9.99,
  locations: ["AU"],
  product_items: [{ sku: "UP-1", stock: 1, variations: shop.known.variationValueIds }],
});

const hostileFile = fc
  .record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }),
      // A PNG signature followed by garbage: looks like an image, is not one.
      fc
        .uint8Array({ maxLength: 500 })
        .map((rest) => new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...rest])),
      fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ),
    name: fc.oneof(fc.constantFrom("a.png", "../../etc/passwd", "x.svg", ""), hostileString),
    type: fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/octet-stream", ""),
  })
  .map(({ bytes, name, type }) => new File([bytes], name.replace(/[\ud800-\udfff]/g, "?"), { type }));

it("answers a hostile product upload without a 5xx or a leak, and a refused one creates nothing", async () => {
  const input = fc.record({
    // Mostly a valid product, so that the files are what gets judged.
    product: fc.oneof(
      { weight: 3, arbitrary: fc.constant(JSON.stringify(validProduct())) },
      { weight: 1, arbitrary: hostileBody(validProduct()).map((body) => body.text) },
    ),
    files: fc.array(
      fc.oneof({ weight: 3, arbitrary: hostileFile }, { weight: 1, arbitrary: fc.constant(png) }),
      { maxLength: 5 },
    ),
  });
  const admin = await tokenFor(shop.admin);
  await fc.assert(
    fc.asyncProperty(input, async ({ product, files }) => {
      const before = await fingerprint();
      const response = await createProduct(multipartRequest(admin, product, files), routeContext());
      expect(
        await answerProblem(response, [product, ...files.map((file) => file.name)].join("\n")),
      ).toBeUndefined();
      if (response.status >= 400) expect(changedTables(before, await fingerprint())).toEqual([]);
    }),
    { seed: HOSTILE_SEED, numRuns: 40 },
  );
});

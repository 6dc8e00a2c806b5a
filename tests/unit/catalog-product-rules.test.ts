import nextConfig from "@/next.config";
import { MAX_PRODUCT_UPLOAD_BYTES } from "@/lib/catalog/contract/constants";
import { createProductSchema, updateProductSchema } from "@/lib/catalog/contract/admin";
import { fitItems } from "@/lib/catalog/write/item-fit";
import { lowestPrice, scaleItemPrices } from "@/lib/catalog/write/price-rule";
import { bodyLimitFor, bodyTooLargeDetail, MAX_JSON_BODY_BYTES } from "@/lib/http/request-guard";
import type { VariationType } from "@/lib/catalog/contract/types";

describe("a product's price and its items' prices", () => {
  it("prices a product without a price at its cheapest item", () => {
    expect(lowestPrice([2000, 500, 1250])).toBe(500);
    expect(() => lowestPrice([])).toThrow(RangeError);
  });

  it("scales items by the new price's ratio, so 5.00 and 20.00 on 20.00 edited to 1.00 become 0.25 and 1.00", () => {
    expect(scaleItemPrices(2000, 100, [{ id: 1, priceMinor: 500 }, { id: 2, priceMinor: 2000 }])).toEqual([
      { id: 1, before: 500, after: 25 },
      { id: 2, before: 2000, after: 100 },
    ]);
  });

  it("never leaves an item at or below zero, however far the price falls", () => {
    for (const [oldPrice, newPrice, itemPrice] of [
      [2000, 1, 500],
      [100_000, 1, 1],
      [2000, 1, 0], // an item stored at 0 before this rule existed comes back to a cent
      [0, 300, 999], // no usable old price: every item takes the new one
    ]) {
      const [scaled] = scaleItemPrices(oldPrice, newPrice, [{ id: 1, priceMinor: itemPrice }]);
      expect(scaled.after).toBeGreaterThanOrEqual(1);
    }
    expect(scaleItemPrices(0, 300, [{ id: 1, priceMinor: 999 }])[0].after).toBe(300);
  });

  it("rounds half away from zero to the cent", () => {
    // 150 * 1/2 = 75; 3 * 1/2 = 1.5 -> 2; 5 * 3/10 = 1.5 -> 2.
    expect(scaleItemPrices(2, 1, [{ id: 1, priceMinor: 150 }, { id: 2, priceMinor: 3 }]).map((item) => item.after)).toEqual([75, 2]);
    expect(scaleItemPrices(10, 3, [{ id: 1, priceMinor: 5 }])[0].after).toBe(2);
  });

  it("refuses a new product price below one cent", () => {
    expect(() => scaleItemPrices(100, 0, [])).toThrow(RangeError);
  });
});

describe("the create payload's price", () => {
  const base = { name: "Tee", description: "Soft", featured: false, category: "t-shirts", locations: ["AU"] };

  it("takes the spec's shape: no top-level price when every item names one", () => {
    const parsed = createProductSchema.parse({
      ...base,
      images: [],
      product_items: [{ sku: "A", stock: 1, price: 5, imageUrls: ["/uploads/a.webp"], variations: [] }],
    });
    expect(parsed.price).toBeUndefined();
    expect(parsed.product_items[0]).toMatchObject({ price: { minor: 500 }, imageUrls: ["/uploads/a.webp"] });
  });

  it("names each item that lacks a price when the product has none", () => {
    const result = createProductSchema.safeParse({ ...base, product_items: [{ sku: "A", stock: 1, variations: [] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["product_items", 0, "price"] });
  });

  it("refuses image addresses outside the shop's uploads, including a way out of them", () => {
    for (const url of ["https://example.com/a.png", "/uploads/../secrets.txt", "javascript:alert(1)"])
      expect(updateProductSchema.safeParse({ images: [url] }).success).toBe(false);
    expect(updateProductSchema.safeParse({ images: ["/uploads/products/a.webp"] }).success).toBe(true);
  });
});

describe("whether items fit another category", () => {
  const clothing: VariationType[] = [
    { name: "Color", variant_values: [{ id: 11, value: "Red" }, { id: 12, value: "Blue" }] },
    { name: "Size", variant_values: [{ id: 21, value: "S" }, { id: 22, value: "M" }] },
  ];
  const redS = { sku: "RED-S", values: [{ name: "Color", value: "red" }, { name: "Size", value: "S" }] };

  it("maps each value to the new category's value of the same name, case aside", () => {
    expect(fitItems([redS], clothing, "mens-tees")).toEqual({ ok: true, valueIds: [[11, 21]] });
  });

  it("names the item and why when it does not fit", () => {
    const waist: VariationType[] = [{ name: "Size", variant_values: [{ id: 31, value: "W30" }] }];
    expect(fitItems([redS], waist, "bottoms")).toEqual({ ok: false, reason: "item RED-S has a Color, which bottoms does not offer" });
    const sizeOnly = { sku: "S-ONLY", values: [{ name: "Size", value: "S" }] };
    expect(fitItems([sizeOnly], clothing, "tees")).toEqual({ ok: false, reason: "item S-ONLY has no Color, which tees requires" });
    const green = { sku: "GREEN-S", values: [{ name: "Color", value: "Green" }, { name: "Size", value: "S" }] };
    expect(fitItems([green], clothing, "tees")).toEqual({ ok: false, reason: "item GREEN-S's Color Green is not a Color of tees" });
    expect(fitItems([{ sku: "A", values: [] }, { sku: "B", values: [] }], [], "bags")).toMatchObject({ ok: false });
  });
});

describe("upload size limits", () => {
  it("lets image uploads through the proxy up to four 10 MB images, JSON calls up to 1 MB", () => {
    expect(bodyLimitFor("/api/product")).toBe(MAX_PRODUCT_UPLOAD_BYTES);
    expect(bodyLimitFor("/api/admin/product/12/images")).toBe(MAX_PRODUCT_UPLOAD_BYTES);
    expect(bodyLimitFor("/api/product/12")).toBe(MAX_JSON_BODY_BYTES);
    expect(MAX_PRODUCT_UPLOAD_BYTES).toBeGreaterThan(40 * 1024 * 1024);
    // Next's proxy cuts bodies at 10 MB unless told otherwise: the cause of the unreadable form.
    expect(Number(nextConfig.experimental?.proxyClientMaxBodySize)).toBeGreaterThanOrEqual(MAX_PRODUCT_UPLOAD_BYTES);
  });

  it("names the limit in the 413 answer", () => {
    expect(bodyTooLargeDetail("/api/product", MAX_PRODUCT_UPLOAD_BYTES)).toBe(
      "The request body is too large (at most 41 MB: up to 4 images of 10 MB each, and the product's fields)",
    );
    expect(bodyTooLargeDetail("/api/cart", MAX_JSON_BODY_BYTES)).toBe("The request body is too large (at most 1 MB)");
  });
});

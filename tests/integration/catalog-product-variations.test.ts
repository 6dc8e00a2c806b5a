/** @jest-environment node */
import { eq, inArray } from "drizzle-orm";
import { GET as productRoute } from "@/app/api/product/[id]/route";
import { GET as relatedRoute } from "@/app/api/product/[id]/related/route";
import { GET as featuredRoute } from "@/app/api/product/featured/route";
import { GET as listRoute } from "@/app/api/product/route";
import { getDb } from "@/db/client";
import { productItems } from "@/db/schema";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { getProductItems } from "@/lib/catalog/read/product-items";
import { call, insertProduct, seedCatalog } from "./catalog-fixtures";

// A product's images and variation values are read with the product itself (one query per
// page): every read that lists products must give them in position order, and leave out the
// values that only retired items offer.

let ids: Record<string, number>;
let itemIds: Record<string, number>;

beforeAll(async () => {
  const fixture = await seedCatalog();
  const add = (spec: Parameters<typeof insertProduct>[0]) => insertProduct(spec, fixture.categoryIds, fixture.valueIds);
  ids = {
    // Images are stored last-first and items list Size before Color, so only positions explain the order.
    retroHoodie: await add({
      name: "Retro Hoodie",
      category: "hoodies",
      price: 70,
      featured: true,
      images: ["/images/retro-1.webp", "/images/retro-2.webp", "/images/retro-3.webp"],
      items: [
        { sku: "RETRO-BLUE-L", values: ["Size:L", "Color:Blue"] },
        { sku: "RETRO-RED-S", values: ["Color:Red", "Size:S"] },
        { sku: "RETRO-BROWN-M", values: ["Color:Brown", "Size:M"] },
        { sku: "RETRO-RED-M", values: ["Size:M", "Color:Red"] },
      ],
    }),
    plainHoodie: await add({ name: "Plain Hoodie", category: "hoodies", price: 71, featured: true, items: [{ sku: "PLAIN-BROWN-S", values: ["Color:Brown", "Size:S"] }] }),
  };
  const db = await getDb();
  const items = await db.select({ id: productItems.id, sku: productItems.sku }).from(productItems);
  itemIds = Object.fromEntries(items.map((item) => [item.sku, item.id]));
  // Brown and M are offered only by retired items (Red still by RETRO-RED-S).
  await db
    .update(productItems)
    .set({ retiredAt: new Date() })
    .where(inArray(productItems.sku, ["RETRO-BROWN-M", "RETRO-RED-M", "PLAIN-BROWN-S"]));
});

const retro = () => ({
  id: ids.retroHoodie,
  name: "Retro Hoodie",
  description: "",
  images: ["/images/retro-1.webp", "/images/retro-2.webp", "/images/retro-3.webp"],
  price: 70,
  avgRating: null,
  featured: true,
  category: "hoodies",
  variations: { Color: ["Red", "Blue"], Size: ["S", "L"] },
});
const plain = () => ({ ...retro(), id: ids.plainHoodie, name: "Plain Hoodie", price: 71, images: [], variations: {} });

function pick(body: unknown, id: number): unknown {
  const list = Array.isArray(body) ? body : (body as Paged<ProductResponse>).results;
  return (list as ProductResponse[]).find((product) => product.id === id);
}

describe("a product's images and variation values", () => {
  it("come in position order, without values only retired items offer, in every list", async () => {
    const lists = [
      "/api/product?categories=hoodies",
      "/api/product?categories=hoodies&sort=featured",
      "/api/product?priceMin=60&priceMax=80",
      "/api/product?search=hoodie",
    ];
    for (const path of lists) {
      const { status, body } = await call(listRoute, path, {});
      expect(status).toBe(200);
      expect({ path, product: pick(body, ids.retroHoodie) }).toEqual({ path, product: retro() });
      expect({ path, product: pick(body, ids.plainHoodie) }).toEqual({ path, product: plain() });
    }
    const featured = await call(featuredRoute, "/api/product/featured", {});
    expect(pick(featured.body, ids.retroHoodie)).toEqual(retro());
    expect(pick(featured.body, ids.plainHoodie)).toEqual(plain());
  });

  it("come the same in the product detail and its related products", async () => {
    const detail = await call(productRoute, `/api/product/${ids.retroHoodie}`, { id: String(ids.retroHoodie) });
    expect(detail).toEqual({ status: 200, body: retro() });
    const related = await call(relatedRoute, `/api/product/${ids.retroHoodie}/related`, { id: String(ids.retroHoodie) });
    expect(pick(related.body, ids.plainHoodie)).toEqual(plain());
  });

  it("come the same in the product of an item read for a cart", async () => {
    const item = (await getProductItems([itemIds["RETRO-RED-S"]])).get(itemIds["RETRO-RED-S"]);
    expect(item?.product).toMatchObject({ id: ids.retroHoodie, name: "Retro Hoodie", images: retro().images });
  });

  it("show a value again once an item offering it is back on sale", async () => {
    const db = await getDb();
    await db.update(productItems).set({ retiredAt: null }).where(eq(productItems.sku, "PLAIN-BROWN-S"));
    const { body } = await call(productRoute, `/api/product/${ids.plainHoodie}`, { id: String(ids.plainHoodie) });
    expect(body).toMatchObject({ variations: { Color: ["Brown"], Size: ["S"] } });
  });
});

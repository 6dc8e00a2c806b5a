import type { Db } from "@/db/client";
import { productImages, productItemValues, productItems, productLocations, products } from "@/db/schema";
import { refreshVariationValues, addSearchVocabulary } from "@/lib/catalog/write/denormalised";
import { putObject, publicUrl } from "@/lib/storage/store";
import { COLOUR_HEX, COLOURS, LISTING_COUNTRIES } from "./catalog-data";
import type { SeededLeaf } from "./categories";
import { renderProductImage, type ImageSize } from "./images";
import type { SeedItem } from "./orders";
import type { Random } from "./random";

type Colour = (typeof COLOURS)[number];

function pricesFor(random: Random, [low, high]: [number, number]): number {
  // Shop-like prices: whole amounts ending .99 or .00, e.g. 24.99 or 60.00.
  const whole = random.int(low, high);
  return whole * 100 + (random.chance(0.8) ? -1 : 0);
}

function listingCountries(random: Random): string[] {
  const others = random.sample(LISTING_COUNTRIES.filter((code) => code !== "US" && code !== "AU"), random.int(1, 8));
  return [...(random.chance(0.95) ? ["US"] : []), ...(random.chance(0.9) ? ["AU"] : []), ...others];
}

async function storeImages(productId: number, name: string, leaf: SeededLeaf, colours: Colour[], count: number, size: ImageSize) {
  const urls = await Promise.all(
    Array.from({ length: count }, async (_, position) => {
      const key = `products/${productId}/${position}.webp`;
      const colour = COLOUR_HEX[colours[position % colours.length]];
      const bytes = await renderProductImage({ silhouette: leaf.leaf.silhouette, colour, label: name, variant: position, size });
      await putObject(key, bytes, "image/webp");
      return publicUrl(key);
    }),
  );
  return urls.map((url, position) => ({ productId, position, url }));
}

/** Products of every leaf with their images, listing countries and one item per colour and size. */
export async function seedProducts(db: Db, random: Random, leaves: SeededLeaf[], imageSize: ImageSize): Promise<SeedItem[]> {
  const seedItems: SeedItem[] = [];
  let productNumber = 0;
  for (const leaf of leaves) {
    for (const [name, description] of leaf.leaf.products) {
      productNumber++;
      const priceMinor = pricesFor(random, leaf.leaf.price);
      const [product] = await db
        .insert(products)
        .values({
          name,
          description,
          priceMinor,
          avgRating: random.chance(0.1) ? null : Math.round((3 + random.next() * 2) * 10) / 10,
          featured: productNumber % 4 === 1,
          categoryId: leaf.id,
          categoryNames: leaf.path.join(" "),
        })
        .returning({ id: products.id });

      const colours = random.sample(COLOURS, random.int(2, 4)) as Colour[];
      const allSizes = [...leaf.sizeIds.keys()];
      const firstSize = random.int(0, Math.max(0, allSizes.length - 2));
      const sizes = allSizes.slice(firstSize, firstSize + random.int(2, 5));
      const combinations = colours.flatMap((colour) => (sizes.length > 0 ? sizes : [null]).map((size) => ({ colour, size })));
      const itemRows = await db
        .insert(productItems)
        .values(
          combinations.map(({ colour, size }) => ({
            productId: product.id,
            sku: ["P" + String(product.id).padStart(4, "0"), colour.toUpperCase(), size].filter(Boolean).join("-"),
            priceMinor: size === "XL" ? priceMinor + 200 : priceMinor,
            stock: random.chance(0.1) ? 0 : random.int(1, 40),
          })),
        )
        .returning({ id: productItems.id, sku: productItems.sku, priceMinor: productItems.priceMinor });
      await db.insert(productItemValues).values(
        itemRows.flatMap((item, index) => {
          const { colour, size } = combinations[index];
          const values = [{ productItemId: item.id, variationValueId: leaf.colourIds.get(colour)! }];
          if (size) values.push({ productItemId: item.id, variationValueId: leaf.sizeIds.get(size)! });
          return values;
        }),
      );
      await refreshVariationValues([product.id], db);
      await addSearchVocabulary([product.id], db);
      seedItems.push(...itemRows.map((item) => ({ ...item, productId: product.id, productName: name })));

      await db.insert(productLocations).values(listingCountries(random).map((countryCode) => ({ productId: product.id, countryCode })));
      const images = await storeImages(product.id, name, leaf, colours, random.int(1, 6), imageSize);
      await db.insert(productImages).values(images);
    }
  }
  return seedItems;
}

/** @jest-environment node */
import { revalidateCatalog } from "@/lib/catalog/cache";
import { getCategory, listCategoryTree } from "@/lib/catalog/read/categories";
import { NotFoundError } from "@/lib/errors";
import { insertCategory } from "./catalog-fixtures";

// Outside a Next.js request (this test, scripts) there is no data cache: the cached reads
// must read the database directly, and invalidation must be a harmless no-op.
describe("catalogue caching outside Next.js", () => {
  it("reads through to the database every time", async () => {
    const ids: Record<string, number> = {};
    expect(await listCategoryTree()).toEqual([]);
    await insertCategory({ name: "Shoes", internalName: "shoes" }, ids);
    expect((await listCategoryTree()).map((category) => category.name)).toEqual(["Shoes"]);
    expect((await getCategory("shoes")).name).toBe("Shoes");
  });

  it("passes errors of the read through unchanged", async () => {
    await expect(getCategory("nowhere")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("invalidates without a request as a no-op", () => {
    expect(() => revalidateCatalog()).not.toThrow();
    expect(() => revalidateCatalog([1, 2])).not.toThrow();
  });
});

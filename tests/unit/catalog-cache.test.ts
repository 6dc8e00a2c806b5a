import { cachedRead, catalogTags, revalidateCatalog, revalidateCategories } from "@/lib/catalog/cache";
import { NotFoundError } from "@/lib/errors";

const mockUnstableCache = jest.fn();
const mockRevalidateTag = jest.fn();

jest.mock("next/cache", () => ({
  unstable_cache: (...args: unknown[]) => mockUnstableCache(...args),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}));

beforeEach(() => {
  mockUnstableCache.mockReset();
  mockRevalidateTag.mockReset();
});

describe("cachedRead", () => {
  it("caches through unstable_cache, keyed by name and arguments, tagged", async () => {
    mockUnstableCache.mockImplementation((read: () => Promise<unknown>) => read);
    const read = jest.fn(async (id: number) => ({ id }));
    const cached = cachedRead("getThing", read, (id) => [catalogTags.product(id)]);
    expect(await cached(5)).toEqual({ id: 5 });
    expect(mockUnstableCache).toHaveBeenCalledWith(expect.any(Function), ["catalog", "getThing", "[5]"], {
      tags: ["catalog", "catalog:product:5"],
      revalidate: 300,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads directly when there is no data cache (outside a Next.js request)", async () => {
    mockUnstableCache.mockImplementation(() => async () => {
      throw new Error("Invariant: incrementalCache missing in unstable_cache");
    });
    const read = jest.fn(async () => "fresh");
    expect(await cachedRead("thing", read, () => [])()).toBe("fresh");
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("passes an error of the read through without reading again", async () => {
    mockUnstableCache.mockImplementation((read: () => Promise<unknown>) => read);
    const read = jest.fn(async () => {
      throw new NotFoundError("gone");
    });
    await expect(cachedRead("thing", read, () => [])()).rejects.toBeInstanceOf(NotFoundError);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("revalidateCatalog", () => {
  it("expires the products' details and every product list at once", () => {
    revalidateCatalog([3, 4]);
    expect(mockRevalidateTag.mock.calls).toEqual([
      ["catalog:products", { expire: 0 }],
      ["catalog:product:3", { expire: 0 }],
      ["catalog:product:4", { expire: 0 }],
    ]);
  });

  it("expires everything without ids", () => {
    revalidateCatalog();
    expect(mockRevalidateTag.mock.calls).toEqual([["catalog", { expire: 0 }]]);
  });

  it("is a no-op outside a request but reports misuse inside one", () => {
    mockRevalidateTag.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("catalog")');
    });
    expect(() => revalidateCatalog()).not.toThrow();
    mockRevalidateTag.mockImplementation(() => {
      throw new Error("Route /x used revalidateTag during render");
    });
    expect(() => revalidateCatalog()).toThrow("during render");
  });
});

describe("revalidateCategories", () => {
  it("expires only the category tree for a change no product shows (a new or deleted empty category)", () => {
    revalidateCategories();
    expect(mockRevalidateTag.mock.calls).toEqual([["catalog:categories", { expire: 0 }]]);
  });

  it("adds the lists and the named products' details when they changed", () => {
    revalidateCategories({ lists: true, productIds: [7, 7, 8] });
    expect(mockRevalidateTag.mock.calls).toEqual([
      ["catalog:categories", { expire: 0 }],
      ["catalog:products", { expire: 0 }],
      ["catalog:product:7", { expire: 0 }],
      ["catalog:product:8", { expire: 0 }],
    ]);
  });
});

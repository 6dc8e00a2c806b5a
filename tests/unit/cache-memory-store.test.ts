/** @jest-environment node */
import { sizeOf } from "@/cache/entry.mjs";
import { MemoryStore } from "@/cache/memory-store.mjs";

// The in-process page cache is bounded in bytes, and those bytes are what the pages really
// take: the bound is what keeps the server's heap under its ceiling.

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.alloc(100),
  segmentData: new Map(),
  headers: {},
  status: 200,
});
const entry = (value: unknown) => ({ value, lastModified: Date.now(), tags: [] });

describe("memory store bound", () => {
  it("counts a page whose HTML has a character beyond Latin-1 at two bytes a character, as V8 keeps it", () => {
    const latin = sizeOf(page(`${"a".repeat(9_999)}é`));
    const wide = sizeOf(page(`${"a".repeat(9_999)}—`));
    expect(wide - latin).toBe(10_000);
    const read = { kind: "FETCH", data: { body: JSON.stringify({ name: "Robe d’été" }) } };
    expect(sizeOf(read)).toBe(2 * JSON.stringify(read).length);
  });

  it("drops the least recently used pages once their bytes pass the bound", async () => {
    const pageBytes = sizeOf(page("—".repeat(10_000)));
    const store = new MemoryStore(pageBytes * 4);
    for (const key of ["a", "b", "c", "d"]) await store.set(key, entry(page("—".repeat(10_000))));
    await store.get("a", []); // "a" is now the most recently used, "b" the least
    await store.set("e", entry(page("—".repeat(10_000))));
    expect(await store.get("b", [])).toBeNull();
    for (const key of ["a", "c", "d", "e"]) expect(await store.get(key, [])).not.toBeNull();
    expect(store.bytes).toBe(pageBytes * 4);
  });

  it("keeps no page larger than a quarter of the bound", async () => {
    const store = new MemoryStore(4 * sizeOf(page("a".repeat(1_000))));
    await store.set("big", entry(page("—".repeat(1_000))));
    expect(await store.get("big", [])).toBeNull();
    await store.set("small", entry(page("a".repeat(1_000))));
    expect(await store.get("small", [])).not.toBeNull();
  });
});

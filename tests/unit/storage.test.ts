/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertSafeKey, contentTypeFor } from "@/lib/storage/keys";
import { LocalDiskStore } from "@/lib/storage/local-disk";

describe("object keys", () => {
  it("accepts plain relative keys", () => {
    expect(assertSafeKey("products/12/0.webp")).toBe("products/12/0.webp");
  });

  it.each(["../secret", "products/../../etc/passwd", "/etc/passwd", "products//x.webp", "", "products/.hidden"])(
    "refuses %p",
    (key) => expect(() => assertSafeKey(key)).toThrow("Invalid object key"),
  );

  it("knows image content types", () => {
    expect(contentTypeFor("a/b.webp")).toBe("image/webp");
    expect(contentTypeFor("a/b.JPG")).toBe("image/jpeg");
    expect(contentTypeFor("a/b.bin")).toBe("application/octet-stream");
  });
});

describe("LocalDiskStore", () => {
  const root = mkdtempSync(join(tmpdir(), "store-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stores and reads back an object, and answers null for a missing one", async () => {
    const store = new LocalDiskStore(root);
    await store.put("products/1/0.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const object = await store.get("products/1/0.webp");
    expect(Array.from(object!.bytes)).toEqual([1, 2, 3]);
    expect(object!.contentType).toBe("image/webp");
    expect(await store.get("products/1/9.webp")).toBeNull();
  });
});

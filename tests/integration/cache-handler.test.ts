import { Redis } from "ioredis";
import { MemoryStore } from "@/cache/memory-store.mjs";
import { RedisStore } from "@/cache/redis-store.mjs";
import CacheHandler from "@/cache/handler.mjs";

// Next's cache handler: pages and tagged reads kept in memory, or in Redis shared by instances.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/9";

const page = (html: string, tags: string[]) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags.join(",") },
  status: 200,
});

const entry = (value: unknown, tags: string[], lastModified = Date.now()) => ({
  value,
  lastModified,
  tags,
  cacheControl: { revalidate: 300, expire: 31536000 },
});

describe("memory store", () => {
  it("answers what was stored until one of its tags, or of the read's, is expired", async () => {
    const store = new MemoryStore();
    await store.set("/p/1", entry(page("<p>1</p>", ["catalog:product:1"]), ["catalog:product:1"], Date.now() - 10));
    expect((await store.get("/p/1", []))?.value.html).toBe("<p>1</p>");
    await store.expireTags(["catalog:product:2"], Date.now());
    expect(await store.get("/p/1", [])).not.toBeNull();
    await store.expireTags(["_N_T_/p/1"], Date.now());
    expect(await store.get("/p/1", ["_N_T_/p/1"])).toBeNull();
  });

  it("ignores an expiry set for later until its time comes", async () => {
    const store = new MemoryStore();
    await store.set("k", entry({ kind: "FETCH", data: { body: "x" } }, ["t"], Date.now() - 10));
    await store.expireTags(["t"], Date.now() + 60_000);
    expect(await store.get("k", [])).not.toBeNull();
  });
});

describe("Redis store (REDIS_URL): several instances share one cache", () => {
  let admin: Redis;
  const stores: RedisStore[] = [];
  const instance = (url = REDIS_URL, build = "build-1") => {
    const store = new RedisStore(url, build);
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    admin = new Redis(REDIS_URL);
    await admin.flushdb();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.redis.quit().catch(() => undefined)));
    await admin.quit();
  });

  async function connected(store: RedisStore) {
    while (store.redis.status !== "ready") await new Promise((resolve) => setTimeout(resolve, 20));
    return store;
  }

  it("lets one instance read the page another stored, Buffers and Maps intact", async () => {
    const [a, b] = [await connected(instance()), await connected(instance())];
    await a.set("/products/7/details", entry(page("<h1>Seven</h1>", ["catalog:product:7"]), ["catalog:product:7"], Date.now() - 10));
    const read = await b.get("/products/7/details", []);
    expect(read?.value.html).toBe("<h1>Seven</h1>");
    expect(Buffer.isBuffer(read?.value.rscData)).toBe(true);
    expect(read?.value.rscData.toString()).toBe("rsc of <h1>Seven</h1>");
    expect(read?.value.segmentData.get("/_tree").toString()).toBe("tree");
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
  });

  it("expires a page on every instance when any instance revalidates its tag", async () => {
    const [a, b] = [await connected(instance()), await connected(instance())];
    await a.set("/products/8/details", entry(page("<h1>Eight</h1>", ["catalog:product:8"]), ["catalog:product:8"], Date.now() - 10));
    expect(await a.get("/products/8/details", [])).not.toBeNull();
    await b.expireTags(["catalog:product:8"], Date.now());
    expect(await a.get("/products/8/details", [])).toBeNull();
    expect(await b.get("/products/8/details", [])).toBeNull();
  });

  it("keeps each build's pages apart (a page refers to its own build's scripts)", async () => {
    const [old, next] = [await connected(instance(REDIS_URL, "old")), await connected(instance(REDIS_URL, "new"))];
    await old.set("/", entry(page("<p>old</p>", []), []));
    expect(await next.get("/", [])).toBeNull();
  });

  it("answers a miss at once, and never throws, while Redis is unreachable", async () => {
    const down = instance("redis://127.0.0.1:1/0");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const started = Date.now();
    expect(await down.get("/", [])).toBeNull();
    await expect(down.set("/", entry(page("<p>x</p>", []), []))).resolves.toBeUndefined();
    await expect(down.expireTags(["catalog"], Date.now())).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toHaveBeenCalled();
    down.redis.disconnect();
    error.mockRestore();
  });
});

describe("cache handler", () => {
  it("stores what Next renders with its tags and lifetime, and expires it by tag", async () => {
    const handler = new CacheHandler({});
    const value = page("<p>home</p>", ["_N_T_/layout", "catalog:products"]);
    await handler.set("/", value, { cacheControl: { revalidate: 300, expire: 31536000 } });
    const read = await handler.get("/", {});
    expect(read?.value).toBe(value);
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });

    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag("catalog:products", { expire: 0 });
    expect(await new CacheHandler({}).get("/", {})).toBeNull();
  });

  it("expires a tagged read by the tags Next passes with it", async () => {
    const handler = new CacheHandler({});
    const value = { kind: "FETCH", data: { body: "[]", headers: {}, status: 200, url: "" }, revalidate: 300 };
    await handler.set("read-1", value, { fetchCache: true, tags: ["catalog:categories"] });
    expect((await handler.get("read-1", { tags: ["catalog:categories"], softTags: ["_N_T_/about"] }))?.value).toBe(value);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(["_N_T_/about"]);
    expect(await handler.get("read-1", { tags: ["catalog:categories"], softTags: ["_N_T_/about"] })).toBeNull();
  });
});

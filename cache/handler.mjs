// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";
import { tagsOf } from "./entry.mjs";
import { MemoryStore } from "./memory-store.mjs";
import { countCacheRead } from "./metrics.mjs";
import { RedisStore } from "./redis-store.mjs";

/**
 * Next's cache handler (next.config.ts `cacheHandler`) for rendered pages and tagged catalogue
 * reads: in this process's memory by default, in Redis when REDIS_URL is set so that several
 * instances share pages and an admin's change expires them everywhere at once.
 *
 * It never reads the build's prerendered files: the build does not open the database, so
 * catalogue pages are rendered on their first request and kept here.
 */

/** @type {MemoryStore | RedisStore | undefined} */
let sharedStore;

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  try {
    return serverDistDir ? readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() : "dev";
  } catch {
    return "dev";
  }
}

/** @param {{ serverDistDir?: string }} options */
function storeFor(options) {
  sharedStore ??= process.env.REDIS_URL
    ? new RedisStore(process.env.REDIS_URL, readBuildId(options.serverDistDir))
    : new MemoryStore();
  return sharedStore;
}

export default class CacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    this.store = storeFor(options);
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    // Tags Next passes with this read (e.g. the page's path) count as well as the stored ones.
    const entry = await this.store.get(key, tagsOf(undefined, ctx));
    countCacheRead(ctx?.kind, Boolean(entry));
    if (!entry) return null;
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: string[], softTags?: string[], cacheControl?: { revalidate?: number | false, expire?: number }, fetchCache?: boolean }} [ctx]
   */
  async set(key, value, ctx) {
    if (value === null || value === undefined) return;
    await this.store.set(key, {
      value,
      lastModified: Date.now(),
      tags: tagsOf(value, ctx),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    });
  }

  /**
   * Expires the tags' entries after `durations.expire` seconds (at once without it).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    await this.store.expireTags(list, Date.now() + (durations?.expire ?? 0) * 1000);
  }

  resetRequestCache() {}
}

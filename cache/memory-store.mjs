// @ts-check
import { allTags, isExpired, sizeOf } from "./entry.mjs";

/** @typedef {import("./entry.mjs").CacheEntry} CacheEntry */

/**
 * Bound on the entries kept in one process, in bytes as sizeOf counts them; the least recently
 * used go first. It has to fit well under the server's heap ceiling (scripts/lib/server-heap.ts).
 */
const MAX_BYTES = 128 * 1024 * 1024;

/**
 * One process's cache: a Map kept in least-recently-used order, plus each tag's expiry time.
 * It lives at module level because Next creates a handler per request.
 */
export class MemoryStore {
  /** @type {Map<string, { entry: CacheEntry, size: number }>} */
  entries = new Map();
  /** @type {Map<string, number>} */
  tagExpiries = new Map();
  bytes = 0;

  /** @param {number} [maxBytes] */
  constructor(maxBytes = MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** @param {string} key @param {string[]} readTags @returns {Promise<CacheEntry | null>} */
  async get(key, readTags) {
    const stored = this.entries.get(key);
    if (!stored) return null;
    const expiries = allTags(stored.entry, readTags).map((tag) => this.tagExpiries.get(tag));
    if (isExpired(stored.entry, expiries, Date.now())) {
      this.delete(key);
      return null;
    }
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, stored);
    return stored.entry;
  }

  /** @param {string} key @param {CacheEntry} entry */
  async set(key, entry) {
    this.delete(key);
    const size = sizeOf(entry.value);
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, stored] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= stored.size;
    }
  }

  /** @param {string[]} tags @param {number} expiredAt */
  async expireTags(tags, expiredAt) {
    for (const tag of tags) this.tagExpiries.set(tag, expiredAt);
  }

  /** @param {string} key */
  delete(key) {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.bytes -= stored.size;
  }
}

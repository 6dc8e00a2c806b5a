// @ts-check
import { Redis } from "ioredis";
import { allTags, isExpired } from "./entry.mjs";
import { deserialize, serialize } from "./serialize.mjs";

/** @typedef {import("./entry.mjs").CacheEntry} CacheEntry */

/** Entries nobody asked for in a day make room; a page lives 5 minutes before it is refreshed. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * The cache shared by every instance (REDIS_URL): entries under a prefix of the build (a page of
 * one build refers to its own script files), tag expiries in one hash shared by all builds, so a
 * revalidation on any instance reaches every instance at its next read.
 *
 * Redis being down never fails a request: a read is a miss (the page renders from the database),
 * a write is dropped, and an expiry is logged (other instances then keep the old page until its
 * lifetime ends). Commands fail at once rather than queue while the connection is down.
 */
export class RedisStore {
  lastErrorLoggedAt = 0;

  /** @param {string} url @param {string} buildId */
  constructor(url, buildId) {
    this.entryPrefix = `shop:next-cache:${buildId}:`;
    this.tagsKey = "shop:next-cache:tag-expiries";
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
    });
    this.redis.on("error", (error) => this.logError("connection", error));
  }

  /** @param {string} key @param {string[]} readTags @returns {Promise<CacheEntry | null>} */
  async get(key, readTags) {
    try {
      const text = await this.redis.get(this.entryPrefix + key);
      if (!text) return null;
      /** @type {CacheEntry} */
      const entry = deserialize(text);
      const tags = allTags(entry, readTags);
      const expiries = tags.length ? await this.redis.hmget(this.tagsKey, ...tags) : [];
      return isExpired(entry, expiries.map((value) => (value ? Number(value) : undefined)), Date.now()) ? null : entry;
    } catch (error) {
      this.logError("read", error);
      return null;
    }
  }

  /** @param {string} key @param {CacheEntry} entry */
  async set(key, entry) {
    try {
      await this.redis.set(this.entryPrefix + key, serialize(entry), "EX", ENTRY_TTL_SECONDS);
    } catch (error) {
      this.logError("write", error);
    }
  }

  /** @param {string[]} tags @param {number} expiredAt */
  async expireTags(tags, expiredAt) {
    try {
      await this.redis.hset(this.tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(expiredAt)])));
    } catch (error) {
      this.logError(`expiry of ${tags.join(", ")}`, error);
    }
  }

  /** @param {string} what @param {unknown} error */
  logError(what, error) {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLoggedAt = now;
    console.error(`Redis cache ${what} failed (requests go to the database meanwhile):`, error instanceof Error ? error.message : error);
  }
}

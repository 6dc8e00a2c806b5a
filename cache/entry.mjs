// @ts-check
/**
 * What the stores keep for one key: Next's value, when it was written, the tags it depends on
 * and the page's cache control (another instance must know a page's lifetime without having
 * rendered it).
 * @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: { revalidate?: number | false, expire?: number } }} CacheEntry
 */

const TAGS_HEADER = "x-next-cache-tags";

/**
 * The tags an entry depends on: those Next passes with a data read (explicit and the page's
 * implicit ones) and, for a page, the tags collected while it rendered.
 * @param {any} value
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const pageTags = typeof header === "string" && header ? header.split(",") : [];
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...pageTags])];
}

/** The entry's own tags and those of the read asking for it. @param {CacheEntry} entry @param {string[]} readTags */
export function allTags(entry, readTags) {
  return readTags.length ? [...new Set([...entry.tags, ...readTags])] : entry.tags;
}

/**
 * An entry is expired when one of its tags was revalidated after it was written (and that
 * expiry time has come).
 * @param {CacheEntry} entry
 * @param {(number | undefined)[]} expiries expiry time of each tag, in ms, or undefined
 * @param {number} now
 */
export function isExpired(entry, expiries, now) {
  return expiries.some((expiredAt) => expiredAt !== undefined && expiredAt >= entry.lastModified && expiredAt <= now);
}

/**
 * The bytes a string takes in memory: V8 keeps one byte a character, or two for the whole
 * string once one character is beyond Latin-1 (a "—" or a "’" in a product's description).
 * @param {string} text
 */
export function stringBytes(text) {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

/**
 * A rough byte size, to bound the memory store (and so the server's heap): a page's HTML and
 * payloads, or a data entry as JSON (Next keeps a cached read's result as a JSON string).
 * @param {any} value
 */
export function sizeOf(value) {
  if (value?.kind === "APP_PAGE" || value?.kind === "APP_ROUTE" || value?.kind === "PAGES") {
    let size =
      (typeof value.html === "string" ? stringBytes(value.html) : 0) +
      (value.rscData?.length ?? 0) +
      (value.body?.length ?? 0);
    if (value.segmentData instanceof Map)
      for (const segment of value.segmentData.values()) size += segment.length;
    return size + 1024;
  }
  return stringBytes(JSON.stringify(value ?? null));
}

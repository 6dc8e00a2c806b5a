// @ts-check
// Next's cached values hold Buffers (a page's RSC payload) and Maps (its segments): JSON keeps
// them as tagged objects so an entry written by one instance reads back the same in another.

/** @param {any} value @returns {string} */
export function serialize(value) {
  return JSON.stringify(value, function (key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString("base64") };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

/** @param {string} text @returns {any} */
export function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      if (typeof item.$buffer === "string") return Buffer.from(item.$buffer, "base64");
      if (Array.isArray(item.$map)) return new Map(item.$map);
    }
    return item;
  });
}

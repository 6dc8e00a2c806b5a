import { BadRequestError } from "@/lib/errors";

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Checks an object key such as "products/12/0.webp": relative, made of plain segments, never
 * climbing out of the store with "..". Throws a 400 otherwise.
 */
export function assertSafeKey(key: string): string {
  const segments = key.split("/");
  const safe = key.length <= 512 && segments.length <= 8 && segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes(".."));
  if (!safe) throw new BadRequestError("Invalid object key");
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
  gif: "image/gif",
};

export function contentTypeFor(key: string): string {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

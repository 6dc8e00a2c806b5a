// Checks on a request before any route runs: what no route can answer sensibly is a 4xx here.

import { MAX_PRODUCT_UPLOAD_BYTES, UPLOAD_LIMIT_TEXT } from "@/lib/catalog/contract/constants";

/** A JSON call's body never needs more. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export type RequestProblem = { status: number; detail: string };

/** The shop's JSON calls: /api/* and /auth/*. */
export function isApiPath(pathname: string): boolean {
  return /^\/(api|auth)(\/|$)/.test(pathname);
}

/** The calls that take image files: a new product, and images added to one. */
export function takesImageUploads(pathname: string): boolean {
  return pathname === "/api/product" || /^\/api\/admin\/product\/[^/]+\/images$/.test(pathname);
}

export function bodyLimitFor(pathname: string): number {
  return takesImageUploads(pathname) ? MAX_PRODUCT_UPLOAD_BYTES : MAX_JSON_BODY_BYTES;
}

/** The 413 answer's detail for a body over `limit` bytes on `pathname`. */
export function bodyTooLargeDetail(pathname: string, limit: number): string {
  const megabytes = Math.round(limit / 1024 / 1024);
  return takesImageUploads(pathname)
    ? `The request body is too large (at most ${megabytes} MB: ${UPLOAD_LIMIT_TEXT}, and the product's fields)`
    : `The request body is too large (at most ${megabytes} MB)`;
}

/**
 * The path must be valid percent-encoding, and neither path nor query may carry a NUL
 * character (the database refuses it in text, so it can only be an attack or a mistake).
 */
export function checkRequestLine(url: string): RequestProblem | undefined {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, detail: "The address is not valid percent-encoding" };
  }
  if (/%00|\u0000/i.test(pathname) || /%00|\u0000/i.test(search))
    return { status: 400, detail: "The address must not contain NUL characters" };
  return undefined;
}

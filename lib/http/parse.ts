import { z, type ZodError, type ZodType } from "zod";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "@/lib/errors";
import { MAX_JSON_BODY_BYTES } from "./request-guard";

/** One line naming the first problem, e.g. "quantity: Too big: expected number to be <=99". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Checks any value (a field decoded from a form, say) against a schema; invalid is a 400. */
export function parseValue<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(describeZodError(result.error));
  return result.data;
}

/** True when a string anywhere in a decoded JSON value holds a NUL character. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * Parses a JSON body against a schema. A body declared as a form, XML or the like is a 415; malformed
 * JSON, NUL characters (text columns cannot hold them) or invalid fields are a 400.
 */
export async function parseBody<T extends ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const type = request.headers.get("content-type");
  // JSON, or text/plain: what fetch sends for a string body when the caller names no type.
  if (type && !/^(application\/([\w.+-]+\+)?json|text\/plain)\s*(;|$)/i.test(type))
    throw new UnsupportedMediaTypeError("The request body must be JSON (Content-Type: application/json)");
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError("The request body is too large (at most 1 MB)");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError("The request body must be valid JSON");
  }
  if (containsNul(body)) throw new BadRequestError("The request body must not contain NUL characters");
  // Async: some rules look things up (the password rule loads its common-password list).
  const result = await schema.safeParseAsync(body);
  if (!result.success) throw new BadRequestError(describeZodError(result.error));
  return result.data;
}

/** Parses query parameters (single values; a repeated key keeps its last value). */
export function parseQuery<T extends ZodType>(request: Request | URL, schema: T): z.output<T> {
  const url = request instanceof URL ? request : new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  if (Object.entries(query).some(([key, value]) => `${key}${value}`.includes("\u0000")))
    throw new BadRequestError("The query must not contain NUL characters");
  return parseValue(schema, query);
}

/** Parses route parameters (already awaited). */
export function parseParams<T extends ZodType>(params: unknown, schema: T): z.output<T> {
  if (JSON.stringify(params ?? {}).includes("\\u0000"))
    throw new BadRequestError("The address must not contain NUL characters");
  return parseValue(schema, params);
}

/**
 * The largest value of an `integer` (int4) column: ids beyond it cannot exist, and prices are
 * kept in minor units below it.
 */
export const INT4_MAX = 2_147_483_647;

/** A row id given as a number (request bodies). */
export const databaseId = z.number().int().positive().max(INT4_MAX);

/** A row id in a path segment: digits only ("1e3" or " 7" are not ids). */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(databaseId);

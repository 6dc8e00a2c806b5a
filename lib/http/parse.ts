import { z, type ZodError, type ZodType } from "zod";
import { BadRequestError } from "@/lib/errors";

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

/** Parses a JSON body against a schema; malformed JSON or invalid fields are a 400. */
export async function parseBody<T extends ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new BadRequestError("The request body must be valid JSON");
  }
  return parseValue(schema, body);
}

/** Parses query parameters (single values; a repeated key keeps its last value). */
export function parseQuery<T extends ZodType>(request: Request | URL, schema: T): z.output<T> {
  const url = request instanceof URL ? request : new URL(request.url);
  return parseValue(schema, Object.fromEntries(url.searchParams));
}

/** Parses route parameters (already awaited). */
export function parseParams<T extends ZodType>(params: unknown, schema: T): z.output<T> {
  return parseValue(schema, params);
}

/** Largest value of an `integer` (int4) column: ids beyond it cannot exist. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A row id given as a number (request bodies). */
export const databaseId = z.number().int().positive().max(MAX_DATABASE_ID);

/** A row id in a path segment: digits only ("1e3" or " 7" are not ids). */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(databaseId);

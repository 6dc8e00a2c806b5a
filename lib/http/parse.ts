import { z, type ZodError, type ZodType } from "zod";
import { BadRequestError } from "@/lib/errors";

/** One line naming the first problem, e.g. "quantity: Too big: expected number to be <=99". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

function validate<T extends ZodType>(schema: T, input: unknown): z.output<T> {
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
  return validate(schema, body);
}

/** Parses query parameters (single values; a repeated key keeps its last value). */
export function parseQuery<T extends ZodType>(request: Request | URL, schema: T): z.output<T> {
  const url = request instanceof URL ? request : new URL(request.url);
  return validate(schema, Object.fromEntries(url.searchParams));
}

/** Parses route parameters (already awaited). */
export function parseParams<T extends ZodType>(params: unknown, schema: T): z.output<T> {
  return validate(schema, params);
}

/** A positive integer id in a path segment. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

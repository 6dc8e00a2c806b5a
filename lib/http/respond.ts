import { ZodError } from "zod";
import { AppError, ErrorWithHeaders } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { fromDatabaseError } from "./database-errors";
import { describeZodError } from "./parse";

export function jsonError(status: number, detail: string, headers: Record<string, string> = {}): Response {
  return Response.json({ detail }, { status, headers });
}

/** The one mapping from any thrown error to the API's `{ detail }` responses. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ErrorWithHeaders) {
    const response = errorResponse(error.error);
    for (const [name, value] of Object.entries(error.headers)) response.headers.append(name, value);
    return response;
  }
  if (error instanceof AppError) return jsonError(error.status, error.detail, error.headers);
  if (error instanceof ZodError) return jsonError(400, describeZodError(error));
  const fromDatabase = fromDatabaseError(error);
  if (fromDatabase) return jsonError(fromDatabase.status, fromDatabase.detail);
  log.error({ event: "route.error", err: error }, "Unhandled error in route handler");
  return jsonError(500, "Something went wrong on our side");
}

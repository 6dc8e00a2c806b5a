import type { ZodType, z } from "zod";

/** A non-2xx answer from the app's API, with the `{ detail }` the server gave (and its whole JSON body). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body?: unknown,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
  }
}

async function failureOf(response: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): no detail to show.
  }
  const detail =
    body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
      ? body.detail
      : undefined;
  return new ApiRequestError(response.status, detail, body);
}

type RequestOptions<S extends ZodType | undefined> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; FormData is sent as it is (multipart, with files). */
  body?: unknown;
  /** Validates the response; without it the body is not read. */
  schema?: S;
  signal?: AbortSignal;
};

function encode(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { Accept: "application/json" } };
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  if (body instanceof FormData) return { headers: { Accept: "application/json" }, body };
  return {
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

/**
 * The browser's call to the app's own API: same-origin cookies, JSON (or a multipart form) in
 * and JSON out, non-2xx rejected with an ApiRequestError, and the answer checked against `schema`.
 */
export async function apiRequest<S extends ZodType | undefined = undefined>(
  path: string,
  { method = "GET", body, schema, signal }: RequestOptions<S> = {},
): Promise<S extends ZodType ? z.output<S> : void> {
  const response = await fetch(path, { method, credentials: "same-origin", ...encode(body), signal });
  if (!response.ok) throw await failureOf(response);
  if (!schema) return undefined as S extends ZodType ? z.output<S> : void;
  return schema.parse(await response.json()) as S extends ZodType ? z.output<S> : void;
}

import "server-only";
import { openApiDocument } from "./document";
import { OPERATIONS, type Auth, type HttpMethod } from "./operations";

// The admin's API reference page reads this: the operations grouped by area, each with the
// generated document's JSON Schemas, pretty-printed.

export type ReferenceOperation = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  auth: Auth;
  /** Path and query parameters as the document lists them. */
  parameters: string | null;
  request: string | null;
  status: number;
  responseDescription: string;
  response: string | null;
  /** False where the answer has no schema yet and is described in words only. */
  responseDescribed: boolean;
  errors: number[];
};

export type ReferenceArea = { area: string; operations: ReferenceOperation[] };

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

type DocOperation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: { description?: string; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

export function apiReference(): ReferenceArea[] {
  const paths = (openApiDocument().paths ?? {}) as Record<string, Record<string, DocOperation | undefined>>;
  const areas = new Map<string, ReferenceOperation[]>();
  for (const operation of OPERATIONS) {
    const documented = paths[operation.path]?.[operation.method.toLowerCase()] ?? {};
    const body = documented.requestBody;
    const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
    const answer = documented.responses?.[String(operation.response.status)]?.content;
    const answerSchema = answer ? Object.values(answer)[0]?.schema : undefined;
    const list = areas.get(operation.area) ?? [];
    list.push({
      id: documented.operationId ?? `${operation.method} ${operation.path}`,
      method: operation.method,
      path: operation.path,
      summary: operation.summary,
      auth: operation.auth,
      parameters: documented.parameters?.length ? pretty(documented.parameters) : null,
      request: body
        ? `${contentType}\n${body.description ? `${body.description}\n` : ""}${pretty(media?.schema ?? {})}`
        : null,
      status: operation.response.status,
      responseDescription: operation.response.description,
      response: answerSchema === undefined ? null : pretty(answerSchema),
      responseDescribed:
        operation.response.schema !== undefined || operation.response.contentType === "text/csv",
      errors: Object.keys(documented.responses ?? {})
        .map(Number)
        .filter((status) => status >= 400),
    });
    areas.set(operation.area, list);
  }
  return [...areas].map(([area, operations]) => ({ area, operations }));
}

// Whether GET /api/product filters by a parameter another change may not have added yet.

export type ParamSupport = { supported: true } | { supported: false; reason: string };

async function listCount(url: string): Promise<{ status: number; count?: number }> {
  const response = await fetch(url);
  const body: unknown = await response.json().catch(() => null);
  const count = body && typeof body === "object" && "count" in body ? Number(body.count) : undefined;
  return { status: response.status, count };
}

/**
 * Asks for a value no product has: an API that takes the filter answers no results, one that
 * refuses it answers 400, and one that ignores it answers the whole catalogue.
 */
export async function listParamSupport(baseUrl: string, param: string): Promise<ParamSupport> {
  const probe = await listCount(`${baseUrl}/api/product?pageSize=1&${param}=bench-no-such-value`);
  if (probe.status === 400) return { supported: false, reason: `the API refuses ${param} (400)` };
  if (probe.status !== 200) return { supported: false, reason: `the API answered ${probe.status} to ${param}` };
  const all = await listCount(`${baseUrl}/api/product?pageSize=1`);
  if (probe.count === all.count && (all.count ?? 0) > 0) return { supported: false, reason: `the API ignores ${param}` };
  return { supported: true };
}

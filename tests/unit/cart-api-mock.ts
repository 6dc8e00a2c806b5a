// A fake `fetch` for the cart's client tests: routes by method and path, records the calls.

export type FakeRoute = (body: unknown, url: URL) => { status?: number; body?: unknown };

export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = route ? route(body, url) : { status: 404, body: { detail: "Not found" } };
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

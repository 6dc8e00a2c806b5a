/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { registry } from "@/lib/metrics/registry";
import { observeRequest } from "@/lib/observability/observe-request";
import { currentRequest } from "@/lib/observability/request-context";

let server: Server;
let base: string;
const idsSeenByHandler: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) =>
    observeRequest(
      request,
      response,
      (path) => (path.startsWith("/things/") ? "/things/[id]" : "unmatched"),
      () => {
        idsSeenByHandler.push(currentRequest()?.id);
        response.statusCode = request.url === "/things/missing" ? 404 : 200;
        response.end(String(request.headers["x-request-id"]));
      },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function requestsCounted(route: string, status: string): Promise<number> {
  const metric = await registry.getSingleMetric("shop_http_requests_total")?.get();
  return (
    metric?.values.find((value) => value.labels.route === route && value.labels.status === status)?.value ?? 0
  );
}

describe("observeRequest", () => {
  it("gives each request its own id, replacing one the client sent, and returns it", async () => {
    const first = await fetch(`${base}/things/1`, { headers: { "X-Request-Id": "forged" } });
    const second = await fetch(`${base}/things/2`);
    const firstId = first.headers.get("x-request-id");
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await first.text()).toBe(firstId);
    expect(second.headers.get("x-request-id")).not.toBe(firstId);
    expect(idsSeenByHandler).toContain(firstId);
  });

  it("counts requests by route pattern and status once their response is over", async () => {
    const okBefore = await requestsCounted("/things/[id]", "200");
    const missingBefore = await requestsCounted("/things/[id]", "404");
    await (await fetch(`${base}/things/3`)).text();
    await (await fetch(`${base}/things/4`)).text();
    await (await fetch(`${base}/things/missing`)).text();
    // "close" fires just after the client has the last byte.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await requestsCounted("/things/[id]", "200")) - okBefore).toBe(2);
    expect((await requestsCounted("/things/[id]", "404")) - missingBefore).toBe(1);
  });
});

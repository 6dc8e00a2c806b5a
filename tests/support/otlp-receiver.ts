import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One span as OTLP/HTTP JSON carries it, with its attributes flattened to strings. */
export type ReceivedSpan = {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  service?: string;
  attributes: Record<string, string>;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type Export = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, "attributes" | "service"> & { attributes?: KeyValue[] })[] }[];
  }[];
};

const flatten = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, String(value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue)]));

/**
 * A collector's trace endpoint on a free local port: accepts `POST /v1/traces` in OTLP JSON
 * (what @opentelemetry/exporter-trace-otlp-http sends) and keeps every span.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; stop: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces" || !request.headers["content-type"]?.includes("json")) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Export;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = flatten(resourceSpans.resource?.attributes)["service.name"];
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ ...span, service, attributes: flatten(span.attributes) });
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { startTracing } from "@/lib/tracing/start";
import { currentTracing, tracingConfigured } from "@/lib/tracing/state";
import { startOtlpReceiver } from "../support/otlp-receiver";

// The trace export the server starts when an OTLP endpoint is set, against a local collector
// endpoint: the database's spans arrive as OTLP JSON, inside the span that was current.

describe("OpenTelemetry trace export", () => {
  it("is on only when an OTLP endpoint is set", () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    expect(currentTracing()).toBeUndefined();
  });

  it("exports a span per database statement, inside the current span, with the SQL but not its values", async () => {
    const receiver = await startOtlpReceiver();
    const saved = { endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT, service: process.env.OTEL_SERVICE_NAME };
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
    process.env.OTEL_SERVICE_NAME = "shop-under-test";
    try {
      const db = await getDb();
      const stop = await startTracing();
      const { tracer } = currentTracing()!;
      const secret = `nobody-${Date.now()}`;
      await tracer.startActiveSpan("handling a request", async (span) => {
        await db.select({ id: users.id }).from(users).where(eq(users.username, secret));
        await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.email, `${secret}@example.com`));
        });
        span.end();
      });
      await stop(); // sends what the batch still holds
      expect(currentTracing()).toBeUndefined();

      const parent = receiver.spans.find((span) => span.name === "handling a request");
      expect(parent?.service).toBe("shop-under-test");
      const statements = receiver.spans.filter((span) => span.attributes["db.system"] === "postgresql");
      expect(statements.map((span) => span.name)).toEqual(["db select", "db select"]);
      for (const span of statements) {
        expect(span.traceId).toBe(parent!.traceId);
        expect(span.parentSpanId).toBe(parent!.spanId);
        expect(span.kind).toBe(3); // OTLP SPAN_KIND_CLIENT
        expect(span.attributes["db.statement"]).toMatch(/^select .* from "users" where .* = \$1$/);
        expect(JSON.stringify(span)).not.toContain(secret);
      }
    } finally {
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved.endpoint;
      process.env.OTEL_SERVICE_NAME = saved.service;
      if (saved.endpoint === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      if (saved.service === undefined) delete process.env.OTEL_SERVICE_NAME;
      await receiver.stop();
    }
  });

  it("keeps the database working once tracing is stopped", async () => {
    const db = await getDb();
    expect(await db.select({ id: users.id }).from(users).where(eq(users.username, "nobody"))).toEqual([]);
    expect(currentTracing()).toBeUndefined();
  });
});

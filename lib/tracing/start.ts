import { traceStatements } from "@/db/observe";
import { withDbSpan } from "./db-span";
import { setTracing } from "./state";

/**
 * Exports this process's traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_EXPORTER_OTLP_HEADERS for credentials), as service
 * OTEL_SERVICE_NAME (default "shop"). Once a tracer provider is registered, Next emits its own
 * spans (the request, the route handler, the render) and the database client adds one per
 * statement. Loaded only when an endpoint is set: without one no OpenTelemetry code runs.
 * Answers a function that sends the spans still buffered and stops.
 */
export async function startTracing(): Promise<() => Promise<void>> {
  const api = await import("@opentelemetry/api");
  const { AsyncLocalStorageContextManager } = await import("@opentelemetry/context-async-hooks");
  const { W3CTraceContextPropagator } = await import("@opentelemetry/core");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { resourceFromAttributes } = await import("@opentelemetry/resources");
  const { BatchSpanProcessor, TracerProvider } = await import("@opentelemetry/sdk-trace");
  const { ATTR_SERVICE_NAME } = await import("@opentelemetry/semantic-conventions");

  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || "shop" }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        // The standard variable, which this SDK version no longer reads itself (default 5 s).
        scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || undefined,
      }),
    ],
  });
  // Spans started while serving a request (Next's, the database's) find their parent through the request's async context.
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // A caller's `traceparent` header continues its trace.
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  setTracing({ api, tracer: provider.getTracer("shop") });
  traceStatements(withDbSpan);
  return async () => {
    traceStatements(undefined);
    setTracing(undefined);
    await provider.shutdown();
    // Unregistered, so that a later start (a test) can register again.
    api.trace.disable();
    api.context.disable();
    api.propagation.disable();
  };
}

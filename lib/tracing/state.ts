import type * as OtelApi from "@opentelemetry/api";

/**
 * The tracer while traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT set), else nothing.
 *
 * Not `server-only` and type-only imports: the database client reads it in every process, and
 * OpenTelemetry's modules are loaded (by lib/tracing/start.ts) only when tracing is on. It lives
 * on globalThis because the server and Next's bundles load this file as separate instances.
 */
export type Tracing = { api: typeof OtelApi; tracer: OtelApi.Tracer };

const globalForTracing = globalThis as unknown as { shopTracing?: Tracing };

export function currentTracing(): Tracing | undefined {
  return globalForTracing.shopTracing;
}

/** Turns the spans of this process on (a tracer) or off (undefined). */
export function setTracing(tracing: Tracing | undefined): void {
  globalForTracing.shopTracing = tracing;
}

/** Whether traces should be exported: an OTLP endpoint for all signals or for traces is set. */
export function tracingConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

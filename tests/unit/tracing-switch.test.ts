import { tracingConfigured } from "@/lib/tracing/state";

describe("tracingConfigured", () => {
  it("exports traces only when an OTLP endpoint is set, for all signals or for traces", () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toBe(false);
    expect(tracingConfigured({ OTEL_SERVICE_NAME: "shop" })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
  });
});

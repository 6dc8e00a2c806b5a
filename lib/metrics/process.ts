import { collectDefaultMetrics } from "prom-client";
import { metric } from "./registry";

/**
 * prom-client's standard process and Node.js metrics (process_cpu_seconds_total,
 * process_resident_memory_bytes, nodejs_eventloop_lag_seconds, nodejs_heap_size_used_bytes...),
 * under their usual names so ready-made dashboards read them. Started once per process.
 */
export function collectProcessMetrics(): void {
  metric("process-and-nodejs", (registers) => collectDefaultMetrics({ register: registers[0] }));
}

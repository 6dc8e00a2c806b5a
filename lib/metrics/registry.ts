import { Registry } from "prom-client";

/**
 * The process's one metrics registry, read by `GET /api/metrics`.
 *
 * Not `server-only`: scripts/serve.ts imports it outside Next's react-server condition. The
 * server and Next's bundled code load this file as two module instances, so the registry and
 * every metric live on globalThis and are created once.
 */
const globalForMetrics = globalThis as unknown as {
  shopMetrics?: Registry;
  shopMetricsByName?: Map<string, unknown>;
};
export const registry: Registry = (globalForMetrics.shopMetrics ??= new Registry());
const created = (globalForMetrics.shopMetricsByName ??= new Map<string, unknown>());

/** The metric named `name`, created by `create` the first time any module instance asks. */
export function metric<T>(name: string, create: (registers: Registry[]) => T): T {
  if (!created.has(name)) created.set(name, create([registry]));
  return created.get(name) as T;
}

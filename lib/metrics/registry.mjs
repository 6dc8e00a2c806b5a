// @ts-check
import { Registry } from "prom-client";

/**
 * The process's one metrics registry, read by `GET /api/metrics`.
 *
 * Plain JavaScript so that the cache handler (cache/*.mjs, loaded by Next itself, untranspiled)
 * counts into it too. Not `server-only`: scripts/serve.ts imports it outside Next's
 * react-server condition. The server and Next's bundled code load this file as separate module
 * instances, so the registry and every metric live on globalThis and are created once.
 */
const globalForMetrics = /** @type {{ shopMetrics?: Registry, shopMetricsByName?: Map<string, unknown> }} */ (globalThis);
export const registry = (globalForMetrics.shopMetrics ??= new Registry());
const created = (globalForMetrics.shopMetricsByName ??= new Map());

/**
 * The metric named `name`, created by `create` the first time any module instance asks.
 * @template T
 * @param {string} name
 * @param {(registers: Registry[]) => T} create
 * @returns {T}
 */
export function metric(name, create) {
  if (!created.has(name)) created.set(name, create([registry]));
  return /** @type {T} */ (created.get(name));
}

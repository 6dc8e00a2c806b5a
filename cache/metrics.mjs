// @ts-check
import { Counter, Registry } from "prom-client";

/**
 * Page cache reads, counted in the process's one metrics registry (lib/metrics/registry.ts).
 * This file is plain JavaScript loaded by Next itself, so it reaches that registry the way
 * registry.ts keeps it: on globalThis, under the same names.
 */
const shared = /** @type {{ shopMetrics?: Registry, shopMetricsByName?: Map<string, unknown> }} */ (globalThis);
const registry = (shared.shopMetrics ??= new Registry());
const created = (shared.shopMetricsByName ??= new Map());

const NAME = "shop_page_cache_requests_total";
if (!created.has(NAME))
  created.set(
    NAME,
    new Counter({
      name: NAME,
      help: "Reads of Next's cache (rendered pages, route answers, tagged reads) by kind and result: hit or miss.",
      labelNames: ["kind", "result"],
      registers: [registry],
    }),
  );
const reads = /** @type {Counter<"kind" | "result">} */ (created.get(NAME));

/**
 * @param {string | undefined} kind Next's cache kind (APP_PAGE, APP_ROUTE, FETCH...)
 * @param {boolean} hit
 */
export function countCacheRead(kind, hit) {
  reads.inc({ kind: (kind ?? "unknown").toLowerCase(), result: hit ? "hit" : "miss" });
}

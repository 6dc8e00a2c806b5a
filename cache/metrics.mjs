// @ts-check
import { Counter } from "prom-client";
import { metric } from "../lib/metrics/registry.mjs";

/** Page cache reads, counted in the process's one metrics registry. */
const reads = metric(
  "shop_page_cache_requests_total",
  (registers) =>
    new Counter({
      name: "shop_page_cache_requests_total",
      help: "Reads of Next's cache (rendered pages, route answers, tagged reads) by kind and result: hit or miss.",
      labelNames: ["kind", "result"],
      registers,
    }),
);

/**
 * @param {string | undefined} kind Next's cache kind (APP_PAGE, APP_ROUTE, FETCH...)
 * @param {boolean} hit
 */
export function countCacheRead(kind, hit) {
  reads.inc({ kind: (kind ?? "unknown").toLowerCase(), result: hit ? "hit" : "miss" });
}

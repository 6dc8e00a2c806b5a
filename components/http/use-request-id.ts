"use client";

import { useEffect, useState } from "react";

/** The Server-Timing metric that carries the request id (lib/observability/observe-request.ts). */
export const REQUEST_TIMING = "request";

type TimedEntry = PerformanceEntry & { serverTiming?: readonly PerformanceServerTiming[] };
type Found = { id: string; startTime: number };

/** A page's own load, or the RSC payload a client navigation fetched (`?_rsc=`): what renders a page. */
function rendersPage(entry: PerformanceEntry): boolean {
  if (entry.entryType === "navigation") return true;
  if (entry.entryType !== "resource") return false;
  try {
    const url = new URL(entry.name);
    return url.origin === window.location.origin && url.searchParams.has("_rsc");
  } catch {
    return false;
  }
}

/**
 * Of `entries`, the latest page request started by `before` (the moment the error view
 * appeared) that carries the shop's request id: the one whose answer the error came in. Later
 * ones (prefetches the error view's links start) are not it.
 */
export function requestIdAmong(entries: readonly PerformanceEntry[], before: number, found?: Found): Found | undefined {
  let best = found;
  for (const entry of entries as readonly TimedEntry[]) {
    if (entry.startTime > before || (best && entry.startTime < best.startTime) || !rendersPage(entry)) continue;
    const id = entry.serverTiming?.find(({ name }) => name === REQUEST_TIMING)?.description;
    if (id) best = { id, startTime: entry.startTime };
  }
  return best;
}

/**
 * The id of the request that rendered the error the current view shows, read from its
 * `Server-Timing` (an error boundary is a client component and cannot read response headers).
 * The observer is handed the entries already recorded (`buffered`) and then new ones: a
 * payload still streaming when the view appeared gets its entry only once it ends. Undefined
 * on the server, or when the server sent no id.
 */
export function useRequestId(): string | undefined {
  const [id, setId] = useState<string>();
  useEffect(() => {
    if (typeof PerformanceObserver === "undefined") return;
    const shownAt = performance.now();
    let found: Found | undefined;
    const observer = new PerformanceObserver((list) => {
      found = requestIdAmong(list.getEntries(), shownAt, found);
      setId(found?.id);
    });
    for (const type of ["navigation", "resource"]) observer.observe({ type, buffered: true });
    return () => observer.disconnect();
  }, []);
  return id;
}

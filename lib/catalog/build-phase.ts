import { PHASE_PRODUCTION_BUILD } from "next/constants";

// The build never opens the database: see cachedRead in ./cache.ts.

export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/** Thrown instead of reading while `next build` prerenders: see `cachedRead`. */
export class CatalogReadDuringBuildError extends Error {
  constructor() {
    super("The catalogue is not read while building; pages are rendered on their first request");
    this.name = "CatalogReadDuringBuildError";
  }
}

/**
 * What a page shows when a catalogue read failed: while building, the given fallback (what the
 * build renders is never served). At run time the error goes on: the page answers 500 with the
 * error page and no cache keeps it (a 200 error page would be cached and indexed), while the
 * last good copy of a cached page goes on being served.
 */
export function fallbackWhileBuilding<T>(error: unknown, fallback: T): T {
  if (error instanceof CatalogReadDuringBuildError) return fallback;
  throw error;
}

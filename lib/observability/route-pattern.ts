import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The route a path was served by ("/products/[slug]"), so logs and metrics group requests by
 * route rather than by every product's address. Read from the build's routes manifest; paths
 * that no route serves group as "unmatched", Next's own files by their folder.
 */
type ManifestRoute = { page: string; regex: string };
type Matcher = { page: string; regex: RegExp };

export const UNMATCHED_ROUTE = "unmatched";

export function routeMatcher(manifest: { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] }) {
  const exact = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  const dynamic: Matcher[] = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (path: string): string => {
    const pathname = path.split("?")[0] || "/";
    if (pathname.startsWith("/_next/")) return pathname.split("/").slice(0, 3).join("/");
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const known = exact.get(trimmed);
    if (known) return known;
    return dynamic.find((route) => route.regex.test(trimmed))?.page ?? UNMATCHED_ROUTE;
  };
}

/** The matcher of the production build in `distDir`; every path is "unmatched" without one. */
export function builtRouteMatcher(distDir = ".next"): (path: string) => string {
  try {
    return routeMatcher(JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8")));
  } catch {
    return () => UNMATCHED_ROUTE;
  }
}

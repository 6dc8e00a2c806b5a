import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PRODUCTS_PATH } from "../catalog/url/list-state";

/** Served by the proxy's rewrite to a cached list page (proxy.ts). */
const PROXIED_PATHS = [PRODUCTS_PATH];

/**
 * The route a path was served by ("/products/[slug]"), so logs and metrics group requests by
 * route rather than by every product's address. Read from the build's routes manifest; Next's
 * own files and the files in public/ group by their folder, and paths that nothing serves as
 * "unmatched". `proxiedPaths` are the site's own addresses that the proxy rewrites to a page
 * under another name (the product list), named as shoppers see them.
 */
type ManifestRoute = { page: string; regex: string };
type Matcher = { page: string; regex: RegExp };

export const UNMATCHED_ROUTE = "unmatched";

export function routeMatcher(
  manifest: { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] },
  publicEntries: readonly string[] = [],
  proxiedPaths: readonly string[] = [],
) {
  const exact = new Map([...(manifest.staticRoutes ?? []).map((route) => route.page), ...proxiedPaths].map((page) => [page, page]));
  const dynamic: Matcher[] = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  const folders = new Set(["_next", ...publicEntries]);
  return (path: string): string => {
    const pathname = path.split("?")[0] || "/";
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const known = exact.get(trimmed) ?? dynamic.find((route) => route.regex.test(trimmed))?.page;
    if (known) return known;
    const [, first, second] = trimmed.split("/");
    if (first === "_next") return `/_next/${second ?? ""}`;
    return folders.has(first) ? `/${first}` : UNMATCHED_ROUTE;
  };
}

function publicEntries(publicDir: string): string[] {
  try {
    return readdirSync(publicDir);
  } catch {
    return [];
  }
}

/** The matcher of the production build in `distDir`; only public files are told apart without one. */
export function builtRouteMatcher(distDir = ".next", publicDir = "public"): (path: string) => string {
  try {
    return routeMatcher(
      JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8")),
      publicEntries(publicDir),
      PROXIED_PATHS,
    );
  } catch {
    return routeMatcher({}, publicEntries(publicDir), PROXIED_PATHS);
  }
}

import { revalidateTag, unstable_cache } from "next/cache";
import { CatalogReadDuringBuildError, isBuilding } from "./build-phase";

// Catalogue reads are cached in Next's data cache (`unstable_cache`: we do not enable
// cacheComponents) and tagged, so admin writes can invalidate exactly what they change. The
// pages that render them are cached too and carry the same tags, so the same writes refresh them.

export const catalogTags = {
  /** Every cached catalogue read. */
  all: "catalog",
  /** The category tree, single categories and variation types. */
  categories: "catalog:categories",
  /** Product lists: listing, featured, related. */
  products: "catalog:products",
  /** One product's detail. */
  product: (id: number) => `catalog:product:${id}`,
} as const;

/**
 * How long an entry may live without an invalidation: a safety net for writes made outside
 * the app (seed scripts, psql), which cannot call revalidateCatalog. Storefront pages use the
 * same lifetime (app/(store)/layout.tsx).
 */
const CACHE_LIFETIME_SECONDS = 300;

/**
 * Wraps a read in Next's data cache, keyed by `name` and the arguments. Outside a Next.js
 * request (tests, scripts) there is no data cache and `unstable_cache` throws before calling
 * the read; the read then runs directly, so callers never need to care where they run.
 *
 * The build never opens the database (it may run where there is none, and PGlite allows one
 * process): reads fail during it, pages render their "unavailable" states, and the cache handler
 * ignores what the build rendered, so each page is rendered for real on its first request.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsFor: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    if (isBuilding()) throw new CatalogReadDuringBuildError();
    let started = false;
    const cached = unstable_cache(
      async () => {
        started = true;
        return read(...args);
      },
      ["catalog", name, JSON.stringify(args)],
      { tags: [catalogTags.all, ...tagsFor(...args)], revalidate: CACHE_LIFETIME_SECONDS },
    );
    try {
      return await cached();
    } catch (error) {
      // An error from the read itself (e.g. NotFoundError) is the answer; only a cache that is
      // unavailable falls back to reading directly.
      if (started) throw error;
      return read(...args);
    }
  };
}

/**
 * Invalidates cached catalogue reads after a write: the given products (their details and
 * every product list), or, without ids, everything (use it for category changes).
 * Expires at once rather than serving stale data once: a shopper must see a new price.
 */
export function revalidateCatalog(productIds?: number[]): void {
  const tags = productIds ? [catalogTags.products, ...productIds.map(catalogTags.product)] : [catalogTags.all];
  for (const tag of tags) expireTag(tag);
}

/**
 * Invalidates only the given products' own pages and details, for changes that no list shows
 * (stock after an order), so a busy shop does not re-render every list on each sale.
 */
export function revalidateProductPages(productIds: number[]): void {
  for (const id of new Set(productIds)) expireTag(catalogTags.product(id));
}

/**
 * Invalidates after a category or variation change: the category tree (every page's menus,
 * breadcrumbs, the categories page, the sitemap) and variation types; with `lists`, every
 * product list too (search reads category names, a move changes what a category lists, the
 * filters read colours and sizes); and the details of the products whose own data changed
 * (a renamed variation value they offer).
 */
export function revalidateCategories({
  lists = false,
  productIds = [],
}: { lists?: boolean; productIds?: number[] } = {}): void {
  expireTag(catalogTags.categories);
  if (lists) expireTag(catalogTags.products);
  revalidateProductPages(productIds);
}

function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request there is no data cache, so there is nothing to invalidate.
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}

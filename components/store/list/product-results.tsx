import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { fallbackWhileBuilding } from "@/lib/catalog/build-phase";
import { listProducts } from "@/lib/catalog/read/product-list";
import { toProductPageResponse } from "@/lib/catalog/contract/responses";
import { toListQuery, type ProductQuery } from "@/lib/catalog/contract/storefront";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { hasActiveFilters, productListHref, setPage } from "@/lib/catalog/url/list-state";
import { ProductGrid, ProductGridSkeleton } from "../catalog/product-grid";
import { ClearFiltersLink } from "./filter-panel";
import { LinkPendingSignal, ListPendingResults } from "./list-pending";

function ResultsBar({ count, sortMenu }: { count: ReactNode; sortMenu: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="text-sm text-neutral-600">{count}</div>
      {sortMenu}
    </div>
  );
}

async function loadPage(query: ProductQuery): Promise<Paged<ProductResponse> | null> {
  try {
    return toProductPageResponse(await listProducts(toListQuery(query)));
  } catch (error) {
    return fallbackWhileBuilding(error, null);
  }
}

/** "10,000+" when the count stopped at its cap (more match than can be paged through). */
export function countLabel({ count, countCapped }: Pick<Paged<ProductResponse>, "count" | "countCapped">): string {
  return countCapped ? `${count.toLocaleString("en-US")}+` : String(count);
}

type ProductResultsProps = {
  /** The parsed list query. */
  query: ProductQuery;
  /** The URL's query string, for links to other pages. */
  search: string;
  sortMenu: ReactNode;
};

/** 'Showing {n} products', the sort menu, the card grid and pagination (hidden at one page). */
export async function ProductResults({ query, search, sortMenu }: ProductResultsProps) {
  const page = await loadPage(query);
  if (!page) {
    return (
      <>
        <ResultsBar count={null} sortMenu={sortMenu} />
        <Alert tone="error">
          We couldn’t load products just now. Please refresh the page or try again in a moment.
        </Alert>
      </>
    );
  }
  const pageCount = Math.ceil(page.count / page.pageSize);
  return (
    <>
      <ResultsBar count={<p aria-live="polite">Showing {countLabel(page)} products</p>} sortMenu={sortMenu} />
      <ListPendingResults skeleton={<ProductGridSkeleton count={6} layout="sidebar" />}>
        {page.results.length > 0 ? (
          <ProductGrid
            products={page.results}
            layout="sidebar"
            headingLevel="h2"
            priorityCount={3}
            label="Products"
          />
        ) : (
          <EmptyResults search={search} pastTheEnd={page.count > 0} />
        )}
      </ListPendingResults>
      <Pagination
        className="mt-10"
        page={query.page}
        pageCount={pageCount}
        hrefFor={(target) => productListHref(setPage(search, target))}
        linkAddon={<LinkPendingSignal />}
      />
    </>
  );
}

function EmptyResults({ search, pastTheEnd }: { search: string; pastTheEnd: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-16 text-center">
      <p className="text-base font-semibold text-neutral-900">
        {pastTheEnd ? "There are no products on this page." : "No products match your search and filters."}
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        {pastTheEnd
          ? "Go back to the first page to see what we have."
          : "Try another search term, or remove some filters."}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {pastTheEnd ? (
          <Link
            href={productListHref(setPage(search, 1))}
            className={buttonClasses({ variant: "secondary" })}
          >
            Back to page 1
          </Link>
        ) : hasActiveFilters(search) ? (
          <ClearFiltersLink query={search} />
        ) : (
          <Link href={productListHref()} className={buttonClasses({ variant: "secondary" })}>
            View All Products
          </Link>
        )}
      </div>
    </div>
  );
}

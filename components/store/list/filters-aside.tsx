import { ChevronDown, SlidersHorizontal } from "lucide-react";
import {
  hasActiveFilters,
  selectedCategories,
  selectedColour,
  toSearchParams,
} from "@/lib/catalog/url/list-state";
import type { Category } from "@/lib/catalog/contract/types";
import { ClearFiltersLink, FilterPanel } from "./filter-panel";

function activeFilterCount(query: string): number {
  const params = toSearchParams(query);
  return (
    selectedCategories(params).length +
    (params.get("priceMin") || params.get("priceMax") ? 1 : 0) +
    (selectedColour(params) ? 1 : 0)
  );
}

/**
 * The list's filters, rendered once for every screen (the category tree makes the panel the
 * largest part of a cached list page). Large screens show the panel beside the results. Small
 * screens show a native disclosure instead: its summary opens the panel, the `details` sibling
 * before it (CSS only, so it works without JavaScript).
 */
export function FiltersAside({ query, categories }: { query: string; categories: Category[] | null }) {
  const count = activeFilterCount(query);
  return (
    <div className="mb-5 lg:mb-0">
      <details className="peer group rounded-xl border border-neutral-200 bg-white open:rounded-b-none lg:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {count}
              <span className="sr-only"> active</span>
            </span>
          )}
          <ChevronDown
            className="ml-auto size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
      </details>
      <aside
        aria-label="Filters"
        className="hidden rounded-b-xl border border-t-0 border-neutral-200 bg-white px-4 pb-4 peer-open:block lg:block lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
      >
        <FilterPanel query={query} categories={categories} />
      </aside>
      {hasActiveFilters(query) && <ClearFiltersLink query={query} className="mt-3 lg:hidden" />}
    </div>
  );
}

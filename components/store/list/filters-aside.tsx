import { ChevronDown, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import {
  hasActiveFilters,
  selectedCategories,
  selectedColour,
  toSearchParams,
} from "@/lib/catalog/url/list-state";
import { ClearFiltersLink } from "./filter-panel";

function activeFilterCount(query: string): number {
  const params = toSearchParams(query);
  return (
    selectedCategories(params).length +
    (params.get("priceMin") || params.get("priceMax") ? 1 : 0) +
    (selectedColour(params) ? 1 : 0)
  );
}

/** Small screens: the filter panel in a native disclosure (works without JavaScript). */
export function MobileFilters({ query, children }: { query: string; children: ReactNode }) {
  const count = activeFilterCount(query);
  return (
    <div className="mb-5 lg:hidden">
      <details className="group rounded-xl border border-neutral-200 bg-white">
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
        <div className="border-t border-neutral-200 px-4 pb-4">{children}</div>
      </details>
      {hasActiveFilters(query) && <ClearFiltersLink query={query} className="mt-3" />}
    </div>
  );
}

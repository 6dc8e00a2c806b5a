import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ChoiceLink } from "@/components/ui/choice-link";
import { LinkPendingSignal } from "./list-pending";
import { cn } from "@/components/ui/cn";
import type { Category } from "@/lib/catalog/contract/types";
import {
  COLOUR_OPTIONS,
  PRICE_RANGES,
  clearFilters,
  hasActiveFilters,
  isColourSelected,
  isPriceRangeSelected,
  productListHref,
  selectedCategories,
  toggleCategory,
  toggleColour,
  togglePriceRange,
} from "@/lib/catalog/url/list-state";

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-neutral-200 pt-5">
      <h3 className="mb-3 text-sm font-semibold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}

function CategoryChoices({
  nodes,
  query,
  selected,
  depth = 0,
}: {
  nodes: Category[];
  query: string;
  selected: string[];
  depth?: number;
}) {
  return (
    <ul className={cn("space-y-0.5", depth > 0 && "ml-4 border-l border-neutral-200 pl-2")}>
      {nodes.map((category) => (
        <li key={category.internalName}>
          <ChoiceLink
            href={productListHref(toggleCategory(query, category.internalName))}
            checked={selected.includes(category.internalName)}
            addon={<LinkPendingSignal />}
          >
            {category.name}
          </ChoiceLink>
          {category.children.length > 0 && (
            <CategoryChoices nodes={category.children} query={query} selected={selected} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}

type FilterPanelProps = {
  /** The list's current query string. */
  query: string;
  /** The category tree, or null when it could not be loaded. */
  categories: Category[] | null;
};

/** Categories, Price Range and Colours as links that toggle the URL's filters (no JavaScript needed). */
export function FilterPanel({ query, categories }: FilterPanelProps) {
  const selected = selectedCategories(query);
  const active = hasActiveFilters(query);
  return (
    <div className="space-y-5">
      {/* Large screens: small ones have the disclosure's summary and its own 'Clear filters' (FiltersAside). */}
      <div className="hidden min-h-8 items-center justify-between gap-2 lg:flex">
        <h2 className="text-base font-semibold text-neutral-900">Filters</h2>
        {active && <ClearFiltersLink query={query} />}
      </div>
      <FilterSection title="Categories">
        {categories === null ? (
          <p className="text-sm text-red-700">Failed to load categories</p>
        ) : categories.length === 0 ? (
          <p className="text-sm text-neutral-600">No categories available</p>
        ) : (
          <div className="-mx-1.5">
            <CategoryChoices nodes={categories} query={query} selected={selected} />
          </div>
        )}
      </FilterSection>
      <FilterSection title="Price Range">
        <ul className="-mx-1.5 space-y-0.5">
          {PRICE_RANGES.map((range) => (
            <li key={range.label}>
              <ChoiceLink
                href={productListHref(togglePriceRange(query, range))}
                checked={isPriceRangeSelected(query, range)}
                addon={<LinkPendingSignal />}
              >
                {range.label}
              </ChoiceLink>
            </li>
          ))}
        </ul>
      </FilterSection>
      <FilterSection title="Colours">
        <ul className="-mx-1.5 space-y-0.5">
          {COLOUR_OPTIONS.map((colour) => {
            const checked = isColourSelected(query, colour);
            return (
              <li key={colour}>
                <ChoiceLink
                  href={productListHref(toggleColour(query, colour))}
                  checked={checked}
                  addon={<LinkPendingSignal />}
                  indicator={
                    <span
                      aria-hidden="true"
                      className={cn(
                        "inline-block size-5 shrink-0 rounded-full border-2 border-white ring-1",
                        checked ? "ring-2 ring-neutral-900" : "ring-neutral-300",
                      )}
                      style={{ backgroundColor: colour }}
                    />
                  }
                >
                  <span className="capitalize">{colour}</span>
                </ChoiceLink>
              </li>
            );
          })}
        </ul>
      </FilterSection>
    </div>
  );
}

export function ClearFiltersLink({ query, className }: { query: string; className?: string }) {
  return (
    <Link
      href={productListHref(clearFilters(query))}
      prefetch={false}
      scroll={false}
      className={buttonClasses({ variant: "secondary", size: "sm", className })}
    >
      Clear filters
      <LinkPendingSignal />
    </Link>
  );
}

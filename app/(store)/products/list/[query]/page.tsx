import type { Metadata } from "next";
import Link from "next/link";
import { X } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb, type BreadcrumbItem } from "@/components/ui/breadcrumb";
import { findCategory } from "@/lib/catalog/read/category-tree";
import { loadCategoryTree } from "@/lib/catalog/read/categories";
import { FiltersAside } from "@/components/store/list/filters-aside";
import { readListRequest } from "@/lib/catalog/url/list-request";
import { listQueryOfKey } from "@/lib/catalog/url/list-page-key";
import { LinkPendingSignal, ListPendingProvider } from "@/components/store/list/list-pending";
import { ProductResults } from "@/components/store/list/product-results";
import { SortMenu } from "@/components/store/list/sort-menu";
import { PageContainer } from "@/components/store/page-container";
import { pageMetadata } from "@/lib/seo/metadata";
import type { Category } from "@/lib/catalog/contract/types";
import {
  SORT_OPTIONS,
  productListHref,
  searchTerm,
  selectedCategories,
  selectedSort,
  setSearch,
  setSort,
  canonicalListHref,
} from "@/lib/catalog/url/list-state";

/**
 * `/products?…`: the proxy rewrites each list query to this page's `[query]` key
 * (lib/catalog/list-page-key.ts), so every list is a page cached by its path.
 */
type Props = { params: Promise<{ query: string }> };

/** None at build time: each list is rendered on its first request, then cached. */
export function generateStaticParams(): { query: string }[] {
  return [];
}

async function listRequestOf(params: Props["params"]) {
  return readListRequest(listQueryOfKey((await params).query));
}

/** The one category the list is narrowed to, when exactly one is chosen and it exists. */
function singleCategory(tree: Category[] | null, search: string): Category | undefined {
  const chosen = selectedCategories(search);
  return tree && chosen.length === 1 ? findCategory(tree, chosen[0]) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { search } = await listRequestOf(params);
  const category = singleCategory(await loadCategoryTree(), search);
  const term = searchTerm(search);
  const title = term ? `Search results for “${term}”` : (category?.name ?? "All Products");
  return pageMetadata({
    title,
    description: category
      ? `Shop ${category.name}: browse, filter by price and colour, and order online.`
      : "Browse every product in the shop: filter by category, price and colour, and sort by price.",
    path: canonicalListHref(search),
    noIndex: Boolean(term),
  });
}

export default async function ProductsPage({ params }: Props) {
  const { query, search, problem } = await listRequestOf(params);
  const tree = await loadCategoryTree();
  const category = singleCategory(tree, search);
  const term = searchTerm(search);

  const crumbs: BreadcrumbItem[] = [
    { label: "Home", href: "/" },
    { label: "Products", href: productListHref() },
    ...(category?.breadcrumb ?? []).map((crumb) => ({
      label: crumb.name,
      href: productListHref({ categories: crumb.internalName }),
    })),
  ];

  const currentSort = selectedSort(search);
  const sortMenu = (
    <SortMenu
      choices={SORT_OPTIONS.map((option) => ({
        label: option.label,
        href: productListHref(setSort(search, option.value)),
        selected: option.value === currentSort,
      }))}
    />
  );

  return (
    <PageContainer className="pt-6">
      <ListPendingProvider>
        <Breadcrumb items={crumbs} />
        <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {category?.name ?? "All Products"}
          </h1>
          {term && (
            <p className="flex items-center gap-2 text-sm text-neutral-600">
              Results for <span className="font-semibold text-neutral-900">“{term}”</span>
              <Link
                href={productListHref(setSearch(search, ""))}
                aria-label="Remove search"
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-neutral-100"
              >
                <X className="size-4" aria-hidden="true" />
                <LinkPendingSignal />
              </Link>
            </p>
          )}
        </div>
        {problem && (
          <Alert className="mb-6">
            Some filters in the address were not valid ({problem}), so all products are shown.
          </Alert>
        )}
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <FiltersAside query={search} categories={tree} />
          <section aria-label="Products" className="min-w-0">
            <ProductResults query={query} search={search} sortMenu={sortMenu} />
          </section>
        </div>
      </ListPendingProvider>
    </PageContainer>
  );
}

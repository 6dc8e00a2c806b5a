"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/query/load-error";
import { withQueryScope } from "@/components/query/query-scope";
import type { AdminCategory } from "@/lib/catalog/contract/categories";
import { AddCategoryDialog } from "../add-product/add-category-dialog";
import {
  ADMIN_CATEGORIES_KEY,
  categoryOptions,
  fetchAdminCategories,
  findCategory,
  refreshCategories,
} from "./categories-api";
import { CategoryDetail } from "./category-detail";

const countText = (category: AdminCategory) =>
  `${category.products} ${category.products === 1 ? "product" : "products"}${
    category.archivedProducts > 0 ? ` · ${category.archivedProducts} archived` : ""
  }`;

function Branch({
  nodes,
  selected,
  onSelect,
}: {
  nodes: AdminCategory[];
  selected: string | null;
  onSelect: (internalName: string) => void;
}) {
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => (
        <li key={node.internalName}>
          <button
            type="button"
            onClick={() => onSelect(node.internalName)}
            aria-current={selected === node.internalName ? "true" : undefined}
            className={cn(
              "flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600",
              selected === node.internalName && "bg-brand-50 font-semibold text-brand-900",
            )}
          >
            <span>{node.name}</span>
            <span className="shrink-0 text-xs font-normal text-neutral-600">{countText(node)}</span>
          </button>
          {node.children.length > 0 && (
            <div className="ml-4 border-l border-neutral-200 pl-2">
              <Branch nodes={node.children} selected={selected} onSelect={onSelect} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The category tree with product counts; the chosen category's changes beside it. */
function CategoryManagerContent() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const tree = useQuery({
    queryKey: ADMIN_CATEGORIES_KEY,
    queryFn: ({ signal }) => fetchAdminCategories(signal),
  });

  if (tree.isPending)
    return (
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]" aria-busy="true" aria-label="Loading categories">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  if (tree.isError)
    return (
      <LoadError
        error={tree.error}
        fallback="The categories could not be loaded"
        onRetry={() => void tree.refetch()}
      />
    );

  const category = selected ? findCategory(tree.data, selected) : undefined;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
      <Card raised className="space-y-3 p-3">
        <div className="flex items-center justify-between gap-2 px-1">
          <h2 className="text-base font-semibold">All categories</h2>
          <AddCategoryDialog
            categories={categoryOptions(tree.data)}
            onCreated={(internalName) => {
              setSelected(internalName);
              void refreshCategories(queryClient);
            }}
          />
        </div>
        {tree.data.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-neutral-600">
            No categories yet: add the first one.
          </p>
        ) : (
          <nav aria-label="Categories">
            <Branch nodes={tree.data} selected={selected} onSelect={setSelected} />
          </nav>
        )}
      </Card>
      {category ? (
        <CategoryDetail
          key={category.internalName}
          category={category}
          tree={tree.data}
          onOpen={setSelected}
          onDeleted={() => setSelected(null)}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          Choose a category to rename, move or delete it, or to change its variations.
        </p>
      )}
    </div>
  );
}

export const CategoryManager = withQueryScope(CategoryManagerContent);

"use client";

import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/query/load-error";
import type { AdminCategory } from "@/lib/catalog/contract/categories";
import { ADMIN_CATEGORIES_KEY, fetchAdminCategories } from "../categories/categories-api";

type Props = {
  id: string;
  legend: string;
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  invalid?: boolean;
};

function descendantIds(category: AdminCategory): number[] {
  return category.children.flatMap((child) => [child.id, ...descendantIds(child)]);
}

function Branch({
  nodes,
  chosen,
  covered,
  onToggle,
  disabled,
  id,
}: {
  nodes: AdminCategory[];
  chosen: Set<number>;
  /** Whether an ancestor is chosen: the code covers this category already. */
  covered: boolean;
  onToggle: (category: AdminCategory, checked: boolean) => void;
  disabled?: boolean;
  id: string;
}) {
  return (
    <ul className="space-y-1">
      {nodes.map((node) => {
        const checked = covered || chosen.has(node.id);
        return (
          <li key={node.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                id={`${id}-${node.id}`}
                className="size-4 accent-brand-600"
                checked={checked}
                disabled={disabled || covered}
                onChange={(event) => onToggle(node, event.target.checked)}
              />
              {node.name}
              {covered && <span className="text-xs text-neutral-600">(included)</span>}
            </label>
            {node.children.length > 0 && (
              <div className="mt-1 ml-6">
                <Branch
                  nodes={node.children}
                  chosen={chosen}
                  covered={checked}
                  onToggle={onToggle}
                  disabled={disabled}
                  id={id}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The categories a code is for, as a tree of checkboxes (the admin's category tree). None chosen
 * covers every product; a chosen category covers its subcategories, shown ticked and included.
 */
export function CategoryChecklist({ id, legend, value, onChange, disabled, invalid }: Props) {
  const tree = useQuery({ queryKey: ADMIN_CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  const chosen = new Set(value);
  const noteId = `${id}-note`;
  // A category chosen covers its subcategories: any of them chosen before is dropped, not kept twice.
  const toggle = (category: AdminCategory, checked: boolean) => {
    const inside = new Set(descendantIds(category));
    onChange(
      checked
        ? [...value.filter((candidate) => !inside.has(candidate)), category.id]
        : value.filter((candidate) => candidate !== category.id),
    );
  };
  return (
    <fieldset aria-describedby={noteId} aria-invalid={invalid || undefined}>
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      <p id={noteId} className="mt-1 text-xs text-neutral-600">
        {value.length === 0
          ? "Every product. Choose categories to limit the code to them; each covers its subcategories."
          : `${value.length} ${value.length === 1 ? "category" : "categories"} and their subcategories.`}
      </p>
      <div className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-neutral-200 p-3">
        {tree.isPending ? (
          <div aria-busy="true" aria-label="Loading categories" className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : tree.isError ? (
          <LoadError error={tree.error} fallback="The categories could not be loaded" onRetry={() => void tree.refetch()} />
        ) : tree.data.length === 0 ? (
          <p className="text-sm text-neutral-600">The shop has no categories yet.</p>
        ) : (
          <Branch nodes={tree.data} chosen={chosen} covered={false} onToggle={toggle} disabled={disabled} id={id} />
        )}
      </div>
    </fieldset>
  );
}

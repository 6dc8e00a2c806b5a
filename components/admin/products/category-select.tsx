"use client";

import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/input";
import type { CategoryOption } from "./admin-api";

type Props = {
  id: string;
  categories: CategoryOption[];
  value: string;
  onChange: (internalName: string) => void;
  /** The first option, with the value "" (a placeholder when disabled). */
  emptyLabel: string;
  emptyDisabled?: boolean;
  required?: boolean;
};

/** The categories in groups, one per top-level category, each top-level category first in its own. */
export function categoryGroups(categories: CategoryOption[]): { label: string; options: CategoryOption[] }[] {
  const groups: { label: string; options: CategoryOption[] }[] = [];
  for (const category of categories) {
    if (category.depth === 0 || groups.length === 0) groups.push({ label: category.path[0], options: [] });
    groups[groups.length - 1].options.push(category);
  }
  return groups;
}

/** "Women › Tops › T-Shirts": where the chosen category sits. */
export const categoryPathText = (category: CategoryOption) => category.path.join(" › ");

/**
 * Every category, grouped under its top-level category and indented under its parent; each
 * option's label is the category's name and its value the internalName. Names repeat across
 * branches (Women's and Men's "Tops"), so the chosen category's whole path shows beside the
 * list, as the select's description, once the list is closed.
 */
export function CategorySelect({
  id,
  categories,
  value,
  onChange,
  emptyLabel,
  emptyDisabled,
  required,
}: Props) {
  const chosen = categories.find((category) => category.internalName === value);
  const pathId = `${id}-path`;
  return (
    <>
      <select
        id={id}
        required={required}
        aria-describedby={chosen ? pathId : undefined}
        className={cn(inputClasses, "mt-1")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled={emptyDisabled}>
          {emptyLabel}
        </option>
        {categoryGroups(categories).map((group) => (
          <optgroup key={group.options[0].internalName} label={group.label}>
            {group.options.map((category) => (
              <option key={category.internalName} value={category.internalName}>
                {"\u00a0\u00a0".repeat(category.depth)}
                {category.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {chosen && (
        <p id={pathId} className="mt-1 text-xs text-neutral-600">
          <span className="sr-only">Chosen category: </span>
          {categoryPathText(chosen)}
        </p>
      )}
    </>
  );
}

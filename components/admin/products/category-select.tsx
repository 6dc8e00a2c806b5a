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

/** Every category, indented under its parent; the option's value is the internalName. */
export function CategorySelect({
  id,
  categories,
  value,
  onChange,
  emptyLabel,
  emptyDisabled,
  required,
}: Props) {
  return (
    <select
      id={id}
      required={required}
      className={cn(inputClasses, "mt-1")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled={emptyDisabled}>
        {emptyLabel}
      </option>
      {categories.map((category) => (
        <option key={category.internalName} value={category.internalName}>
          {"\u00a0\u00a0".repeat(category.depth)}
          {category.name}
        </option>
      ))}
    </select>
  );
}

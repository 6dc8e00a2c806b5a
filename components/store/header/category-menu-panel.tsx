"use client";

import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { categoryHref } from "@/lib/catalog/url/list-state";
import { cn } from "@/components/ui/cn";
import { MENU_DEPTH } from "./category-menu";
import type { MenuCategory as Category } from "./menu-tree";

const MAX_COLUMNS = 4;

/**
 * The categories whose children the panel lists, one column each, following the hovered path
 * (top-level category first). Stops at a category without children, and at four columns.
 */
export function menuColumns(categories: Category[], path: string[]): Category[] {
  const columns: Category[] = [];
  let level = categories;
  for (const name of path.slice(0, MENU_DEPTH)) {
    const node = level.find((category) => category.internalName === name);
    if (!node || node.children.length === 0) break;
    columns.push(node);
    if (columns.length === MAX_COLUMNS) break;
    level = node.children;
  }
  return columns;
}

type PanelProps = {
  id: string;
  top: Category;
  path: string[];
  onHover: (depth: number, name: string) => void;
};

/** The open panel under the bar: one column of links per category along the hovered path. */
export function MenuPanel({ id, top, path, onHover }: PanelProps) {
  const columns = menuColumns([top], path);
  const showHint = columns.length < MAX_COLUMNS && path.length === columns.length;
  return (
    <div
      id={id}
      className="absolute inset-x-8 top-full z-40 rounded-b-2xl border border-neutral-200 bg-white shadow-xl"
    >
      <div className="grid grid-cols-4 gap-8 p-8">
        {columns.map((parent, index) => (
          <div key={parent.internalName} className="min-w-0">
            <p className="mb-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              {parent.name}
            </p>
            <ul className="space-y-0.5">
              {parent.children.map((child) => {
                const active = path[index + 1] === child.internalName;
                return (
                  <li key={child.internalName}>
                    <Link
                      href={categoryHref(child.internalName)}
                      onMouseEnter={() => onHover(index + 1, child.internalName)}
                      onFocus={() => onHover(index + 1, child.internalName)}
                      className={cn(
                        "flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
                        active && "bg-neutral-100 font-medium text-neutral-900",
                      )}
                    >
                      <span className="truncate">{child.name}</span>
                      {child.children.length > 0 && (
                        <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link
              href={categoryHref(parent.internalName)}
              className="mt-3 inline-block rounded px-2 text-sm font-semibold text-brand-600 hover:underline"
            >
              View All<span className="sr-only"> {parent.name}</span>
            </Link>
          </div>
        ))}
        {showHint && (
          <p className="self-center text-sm text-neutral-500">
            Hover over a category on the left to see more options.
          </p>
        )}
      </div>
    </div>
  );
}

"use client";

import { ArrowLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { use, useEffect, useRef, useState } from "react";
import type { MenuCategory as Category, MenuTree } from "./menu-tree";
import { categoryHref } from "@/lib/catalog/url/list-state";

const rowClasses =
  "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-left text-[15px] text-neutral-800 hover:bg-neutral-100";

/** Category drill-down inside the drawer: each level has a back button and an 'All' entry. */
export function DrawerCategories({ categories }: { categories: Category[] }) {
  const [trail, setTrail] = useState<Category[]>([]);
  const backRef = useRef<HTMLButtonElement>(null);
  const current = trail.at(-1);
  const items = current ? current.children : categories;

  // Moving between levels replaces the list, so move focus to the new level's back button.
  useEffect(() => {
    if (trail.length) backRef.current?.focus();
  }, [trail.length]);

  if (categories.length === 0)
    return <p className="px-3 py-2 text-sm text-neutral-600">No categories available</p>;

  return (
    <nav aria-label="Shop by category">
      {current ? (
        <>
          <button
            ref={backRef}
            type="button"
            onClick={() => setTrail((t) => t.slice(0, -1))}
            className="mb-1 inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back<span className="sr-only"> to {trail.at(-2)?.name ?? "all categories"}</span>
          </button>
          <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
            {current.name}
          </p>
        </>
      ) : (
        <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
          Categories
        </p>
      )}
      <ul>
        {current && (
          <li>
            <Link href={categoryHref(current.internalName)} className={`${rowClasses} font-semibold`}>
              <span>
                All<span className="sr-only"> {current.name}</span>
              </span>
            </Link>
          </li>
        )}
        {items.map((category) => (
          <li key={category.internalName}>
            {category.children.length > 0 ? (
              <button type="button" onClick={() => setTrail((t) => [...t, category])} className={rowClasses}>
                <span>{category.name}</span>
                <ChevronRight className="size-4 text-neutral-400" aria-hidden="true" />
              </button>
            ) : (
              <Link href={categoryHref(category.internalName)} className={rowClasses}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The drill-down once the server's tree has arrived (suspends until then); a note when it failed to load. */
export function StreamedDrawerCategories({ categories }: { categories: Promise<MenuTree> }) {
  const tree = use(categories);
  if (!tree) return <p className="px-3 py-2 text-sm text-neutral-600">Categories unavailable</p>;
  return <DrawerCategories categories={tree} />;
}

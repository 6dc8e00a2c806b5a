import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { Category } from "@/lib/catalog/contract/types";
import { categoryHref } from "@/lib/catalog/url/list-state";

function Branch({ categories }: { categories: Category[] }) {
  return (
    <ul className="mt-2 space-y-1.5 border-l border-neutral-200 pl-4">
      {categories.map((category) => (
        <li key={category.internalName}>
          <Link
            href={categoryHref(category.internalName)}
            className="text-sm text-neutral-700 hover:text-neutral-900 hover:underline"
          >
            {category.name}
          </Link>
          {category.children.length > 0 && <Branch categories={category.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Every category as links, top-level categories as cards with their subcategories nested. */
export function CategoryTree({ categories }: { categories: Category[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <Card as="li" key={category.internalName} tone="bare" className="p-6">
          <h2 className="text-lg font-semibold text-neutral-900">
            <Link href={categoryHref(category.internalName)} className="hover:underline">
              {category.name}
            </Link>
          </h2>
          {category.children.length > 0 && <Branch categories={category.children} />}
        </Card>
      ))}
    </ul>
  );
}

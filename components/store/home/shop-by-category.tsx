import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { categoryHref } from "@/lib/catalog/url/list-state";
import { loadCategoryTree } from "@/lib/catalog/read/categories";
import { SectionHeading } from "./section-heading";

/** Tile backgrounds, cycled through the categories. */
const TILE_STYLES = [
  "from-rose-100 to-orange-50",
  "from-sky-100 to-indigo-50",
  "from-emerald-100 to-teal-50",
  "from-amber-100 to-yellow-50",
  "from-violet-100 to-fuchsia-50",
  "from-neutral-200 to-neutral-50",
];

const gridClasses = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4";

async function CategoryTiles() {
  const categories = await loadCategoryTree();
  if (!categories) return <p className="text-neutral-600">Categories unavailable</p>;
  if (categories.length === 0) return <p className="text-neutral-600">No categories available</p>;
  return (
    <ul className={gridClasses}>
      {categories.map((category, index) => (
        <li key={category.internalName}>
          <Link
            href={categoryHref(category.internalName)}
            className={`group flex h-full min-h-36 flex-col justify-between rounded-2xl bg-gradient-to-br p-5 transition-shadow hover:shadow-lg sm:min-h-44 sm:p-6 ${TILE_STYLES[index % TILE_STYLES.length]}`}
          >
            <span className="flex items-start justify-between gap-2">
              <span className="text-lg font-semibold text-neutral-900 sm:text-xl">{category.name}</span>
              <ArrowUpRight
                className="size-5 shrink-0 text-neutral-500 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                aria-hidden="true"
              />
            </span>
            {category.children.length > 0 && (
              <span className="line-clamp-2 text-sm text-neutral-600">
                {category.children.map((child) => child.name).join(" · ")}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Shop By Category': the top-level categories as tiles linking to their product lists. */
export function ShopByCategory() {
  return (
    <section aria-labelledby="shop-by-category">
      <SectionHeading id="shop-by-category" title="Shop By Category" />
      <CategoryTiles />
    </section>
  );
}

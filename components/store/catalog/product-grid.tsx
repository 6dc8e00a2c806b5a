import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/components/ui/cn";
import type { ProductResponse } from "@/lib/catalog/contract/types";
import { ProductCard } from "./product-card";

export type GridLayout = "wide" | "sidebar";

const columns: Record<GridLayout, string> = {
  wide: "grid-cols-2 md:grid-cols-3 xl:grid-cols-4",
  sidebar: "grid-cols-2 md:grid-cols-3",
};

/** `sizes` matching the column counts above, within the 80rem page container. */
const imageSizes: Record<GridLayout, string> = {
  wide: "(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw",
  sidebar: "(min-width: 1200px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw",
};

const gridClasses = "grid gap-3 sm:gap-5";

type ProductGridProps = {
  products: ProductResponse[];
  layout?: GridLayout;
  headingLevel?: "h2" | "h3";
  /** Mark the first images as priority (above the fold). */
  priorityCount?: number;
  label?: string;
};

export function ProductGrid({
  products,
  layout = "wide",
  headingLevel,
  priorityCount = 0,
  label,
}: ProductGridProps) {
  return (
    <ul className={cn(gridClasses, columns[layout])} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            sizes={imageSizes[layout]}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, layout = "wide" }: { count?: number; layout?: GridLayout }) {
  return (
    <ul className={cn(gridClasses, columns[layout])} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Card as="li" key={index} tone="bare" className="overflow-hidden">
          <Skeleton className="aspect-[4/5] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-3 h-5 w-16" />
          </div>
        </Card>
      ))}
    </ul>
  );
}

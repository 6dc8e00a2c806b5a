import { Suspense } from "react";
import { fallbackWhileBuilding } from "@/lib/catalog/build-phase";
import { listRelatedOf } from "@/lib/catalog/read/related";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import type { ProductResponse } from "@/lib/catalog/contract/types";
import { ProductGrid, ProductGridSkeleton } from "../catalog/product-grid";

function RelatedLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-sm text-neutral-600">Loading...</p>
      <ProductGridSkeleton count={4} />
    </div>
  );
}

/** The product the section is for: its id, and its category's internal name. */
type RelatedTo = { id: number; category: string };

async function RelatedList({ product }: { product: RelatedTo }) {
  let products: ProductResponse[];
  try {
    products = (await listRelatedOf(product)).map(toProductResponse);
  } catch (error) {
    return fallbackWhileBuilding(error, <RelatedLoading />);
  }
  if (products.length === 0) return <p className="text-sm text-neutral-600">No related products yet.</p>;
  return <ProductGrid products={products.slice(0, 8)} headingLevel="h3" />;
}

/** 'Related Products' below the detail, streamed in after the product itself. */
export function RelatedProducts({ product }: { product: RelatedTo }) {
  return (
    <section aria-labelledby="related-products" className="mt-16 border-t border-neutral-200 pt-10">
      <h2
        id="related-products"
        className="mb-6 text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl"
      >
        Related Products
      </h2>
      <Suspense fallback={<RelatedLoading />}>
        <RelatedList product={product} />
      </Suspense>
    </section>
  );
}

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { fallbackWhileBuilding } from "@/lib/catalog/build-phase";
import { listFeaturedProducts } from "@/lib/catalog/read/featured";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import type { ProductResponse } from "@/lib/catalog/contract/types";
import { ProductGrid } from "../catalog/product-grid";
import { SectionHeading } from "./section-heading";

async function FeaturedList() {
  let products: ProductResponse[];
  try {
    products = (await listFeaturedProducts()).map(toProductResponse);
  } catch (error) {
    return fallbackWhileBuilding(
      error,
      <Alert tone="error">Featured products could not be loaded just now. Please try again shortly.</Alert>,
    );
  }
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 px-6 py-12 text-center text-neutral-600">
        No featured products available
      </p>
    );
  }
  return <ProductGrid products={products} priorityCount={2} />;
}

/** 'Featured Products' grid (rendered with the page, so it shows without JavaScript), then 'View All Products'. */
export function FeaturedProducts() {
  return (
    <section aria-labelledby="featured-products">
      <SectionHeading id="featured-products" title="Featured Products" />
      <FeaturedList />
      <div className="mt-8 flex justify-center">
        <Link href="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          View All Products
        </Link>
      </div>
    </section>
  );
}

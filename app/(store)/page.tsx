import type { Metadata } from "next";
import { FeaturedProducts } from "@/components/store/home/featured-products";
import { Hero } from "@/components/store/home/hero";
import { ShopByCategory } from "@/components/store/home/shop-by-category";
import { PageContainer } from "@/components/store/page-container";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  description:
    "Clothing, accessories and merchandise: browse featured products and categories, and order online.",
  path: "/",
});

export default function HomePage() {
  return (
    <PageContainer className="space-y-16 pt-6 sm:pt-8">
      <Hero />
      <FeaturedProducts />
      <ShopByCategory />
    </PageContainer>
  );
}

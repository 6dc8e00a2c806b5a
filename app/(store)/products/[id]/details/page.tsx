import type { Metadata } from "next";
import { cache } from "react";
import { Breadcrumb, type BreadcrumbItem } from "@/components/ui/breadcrumb";
import { findCategory } from "@/lib/catalog/read/category-tree";
import { loadCategoryTree } from "@/lib/catalog/read/categories";
import { toProductItemResponse, toProductResponse } from "@/lib/catalog/contract/responses";
import { loadProductOr404 } from "@/lib/catalog/read/product-for-page";
import { listItemsOfProduct } from "@/lib/catalog/read/product-items";
import { ProductGallery } from "@/components/store/detail/product-gallery";
import { ProductPurchase } from "@/components/store/detail/product-purchase";
import { Rating } from "@/components/store/detail/rating";
import { RelatedProducts } from "@/components/store/detail/related-products";
import { JsonLd } from "@/components/store/json-ld";
import { PageContainer } from "@/components/store/page-container";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/structured-data";
import { categoryHref, productListHref, productHref } from "@/lib/catalog/url/list-state";
import { storefrontSettings } from "@/lib/settings/store";
import { siteUrl } from "@/lib/site";

type Props = { params: Promise<{ id: string }> };

/** The metadata and the page ask at once on a first render: one read answers both. */
const loadProduct = cache(loadProductOr404);

/** None at build time: each product page is rendered on its first request, then cached. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  return pageMetadata({
    title: product.name,
    description: product.description || `Buy ${product.name} online.`,
    path: productHref(product.id),
    images: product.images.map((url) => ({ url, alt: product.name })),
  });
}

export default async function ProductDetailPage({ params }: Props) {
  const product = await loadProduct((await params).id);
  const [items, tree, settings] = await Promise.all([
    listItemsOfProduct(product),
    loadCategoryTree(),
    storefrontSettings(),
  ]);
  const category = tree ? findCategory(tree, product.category) : undefined;
  const path = productHref(product.id);

  const trail = [
    { name: "Home", path: "/" },
    { name: "Products", path: productListHref() },
    ...(category?.breadcrumb ?? []).map((crumb) => ({
      name: crumb.name,
      path: categoryHref(crumb.internalName),
    })),
    { name: product.name, path },
  ];
  const crumbs: BreadcrumbItem[] = trail.map((crumb) => ({ label: crumb.name, href: crumb.path }));
  const base = siteUrl();
  const shown = toProductResponse(product);

  return (
    <PageContainer className="pt-6">
      <JsonLd data={productJsonLd(product, items, base, path)} />
      <JsonLd data={breadcrumbJsonLd(trail, base)} />
      <Breadcrumb items={crumbs} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery name={product.name} images={product.images} />
        <div className="space-y-6">
          <div className="space-y-3">
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{product.name}</h1>
            <Rating value={product.avgRating} />
          </div>
          <ProductPurchase
            product={{
              id: shown.id,
              name: shown.name,
              price: shown.price,
              variations: shown.variations,
            }}
            items={items.map(toProductItemResponse)}
            lowStockThreshold={settings.lowStockThreshold}
          >
            {product.description && <p className="leading-relaxed text-neutral-700">{product.description}</p>}
          </ProductPurchase>
        </div>
      </div>
      <RelatedProducts product={{ id: product.id, category: product.category }} />
    </PageContainer>
  );
}

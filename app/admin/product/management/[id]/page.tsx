import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductHistory } from "@/components/admin/activity/product-history";
import { EditProduct } from "@/components/admin/edit-product";
import { ProductImagesPanel } from "@/components/admin/edit/product-images-panel";
import { ProductPlacementPanel } from "@/components/admin/edit/product-placement-panel";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { loadProductOr404 } from "@/lib/catalog/read/product-for-page";
import { readProductLocations } from "@/lib/catalog/read/product-locations";
import { can } from "@/lib/auth/permissions";
import { pageOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit Product" };

type Props = { params: Promise<{ id: string }> };

/**
 * A product's page in the admin: read-only until Edit; then its images, category and listing
 * locations. Unknown or archived ids are not found (an archived product is restored from the list).
 */
export default async function EditProductPage({ params }: Props) {
  const viewer = await pageOrNotFound("catalog");
  const product = await loadProductOr404((await params).id);
  const locations = await readProductLocations(product.id);
  return (
    <AdminPage title="Edit Product" intro={product.name}>
      <EditProduct product={toProductResponse(product)} />
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by what the server holds, so a saved change (router.refresh) starts them afresh. */}
        <ProductImagesPanel
          key={product.images.join("|")}
          productId={product.id}
          name={product.name}
          images={product.images}
        />
        <ProductPlacementPanel
          key={`${product.category}|${locations.join(",")}`}
          productId={product.id}
          category={product.category}
          locations={locations}
        />
      </div>
      {/* The history comes from the activity log, which only its readers may open. */}
      {can(viewer.role, "activity") && <ProductHistory productId={product.id} />}
    </AdminPage>
  );
}

import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductHistory } from "@/components/admin/activity/product-history";
import { EditProduct } from "@/components/admin/edit-product";
import { toProductResponse } from "@/lib/catalog/contract/responses";
import { loadProductOr404 } from "@/lib/catalog/read/product-detail";
import { adminOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit Product" };

type Props = { params: Promise<{ id: string }> };

/** A product's page in the admin: read-only until Edit; unknown or archived ids are not found. */
export default async function EditProductPage({ params }: Props) {
  await adminOrNotFound();
  const product = await loadProductOr404((await params).id);
  return (
    <AdminPage title="Edit Product" intro={product.name}>
      <EditProduct product={toProductResponse(product)} />
      <ProductHistory productId={product.id} />
    </AdminPage>
  );
}

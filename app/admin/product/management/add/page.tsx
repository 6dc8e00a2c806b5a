import type { Metadata } from "next";
import { AddProductForm } from "@/components/admin/add-product/add-product-form";
import { AdminPage } from "@/components/admin/admin-page";

export const metadata: Metadata = { title: "Add Product" };

export default function AddProductPage() {
  return (
    <AdminPage title="Add Product">
      <AddProductForm />
    </AdminPage>
  );
}

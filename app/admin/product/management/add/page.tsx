import type { Metadata } from "next";
import { connection } from "next/server";
import { AddProductForm } from "@/components/admin/add-product/add-product-form";
import { AdminPage } from "@/components/admin/admin-page";
import { pageOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Add Product" };

export default async function AddProductPage() {
  await connection();
  await pageOrNotFound("catalog");
  return (
    <AdminPage title="Add Product">
      <AddProductForm />
    </AdminPage>
  );
}

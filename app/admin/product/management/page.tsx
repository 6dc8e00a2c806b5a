import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { pageOrNotFound } from "@/lib/auth/session";
import { ProductManagement } from "@/components/admin/products/product-management";

export const metadata: Metadata = { title: "Product Management" };

export default async function ProductManagementPage() {
  await connection();
  await pageOrNotFound("catalog");
  return (
    <AdminPage title="Product Management" intro="Find, add, edit and take products off sale.">
      <ProductManagement />
    </AdminPage>
  );
}

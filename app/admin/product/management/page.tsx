import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductManagement } from "@/components/admin/products/product-management";

export const metadata: Metadata = { title: "Product Management" };

export default function ProductManagementPage() {
  return (
    <AdminPage title="Product Management" intro="Find, add, edit and take products off sale.">
      <ProductManagement />
    </AdminPage>
  );
}

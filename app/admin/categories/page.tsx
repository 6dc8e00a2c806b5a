import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryManager } from "@/components/admin/categories/category-manager";

export const metadata: Metadata = { title: "Categories" };

export default function CategoriesPage() {
  return (
    <AdminPage
      title="Categories"
      intro="Organise the catalogue: add, rename, move and delete categories, and manage their variations."
    >
      <CategoryManager />
    </AdminPage>
  );
}

import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { pageOrNotFound } from "@/lib/auth/session";
import { CategoryManager } from "@/components/admin/categories/category-manager";

export const metadata: Metadata = { title: "Categories" };

export default async function CategoriesPage() {
  await connection();
  await pageOrNotFound("catalog");
  return (
    <AdminPage
      title="Categories"
      intro="Organise the catalogue: add, rename, move and delete categories, and manage their variations."
    >
      <CategoryManager />
    </AdminPage>
  );
}

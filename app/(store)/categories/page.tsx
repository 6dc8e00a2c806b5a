import type { Metadata } from "next";
import { loadCategoryTree } from "@/lib/catalog/read/categories";
import { CategoryTree } from "@/components/store/catalog/category-tree";
import { PageContainer } from "@/components/store/page-container";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Categories",
  description: "Every category in the shop, from clothing to accessories.",
  path: "/categories",
});

async function Tree() {
  const categories = await loadCategoryTree();
  if (!categories) return <p className="text-neutral-600">Categories unavailable</p>;
  if (categories.length === 0) return <p className="text-neutral-600">No categories available</p>;
  return <CategoryTree categories={categories} />;
}

export default function CategoriesPage() {
  return (
    <PageContainer className="pt-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-neutral-900">Categories</h1>
      <Tree />
    </PageContainer>
  );
}

import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { UpdateProductRequest } from "@/lib/catalog/contract/admin";

// The admin pages' calls from the browser.

const listedProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  avgRating: z.number().nullable(),
  images: z.array(z.string()),
});
const productPage = z.object({ results: z.array(listedProduct), count: z.number(), pageSize: z.number() });

export type ProductPageQuery = { pageIndex: number; rowsPerPage: number; category: string; search: string };

/** The list call: page index + 1, the page size, four parameters the list leaves empty, category and search. */
export function fetchAdminProducts(
  { pageIndex, rowsPerPage, category, search }: ProductPageQuery,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    page: String(pageIndex + 1),
    pageSize: String(rowsPerPage),
    priceMin: "",
    priceMax: "",
    colour: "",
    sort: "",
    categories: category,
    search,
  });
  return apiRequest(`/api/admin/product?${query}`, { schema: productPage, signal });
}

/** PUT /api/product/{id}: the fields that change. */
export function updateProduct(id: number, changes: UpdateProductRequest) {
  return apiRequest(`/api/product/${id}`, { method: "PUT", body: changes });
}

export function archiveProduct(id: number) {
  return apiRequest(`/api/product/${id}`, { method: "DELETE" });
}

type CategoryNode = { name: string; internalName: string; children: CategoryNode[] };
const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ name: z.string(), internalName: z.string(), children: z.array(categoryNode) }),
);

export type CategoryOption = { name: string; internalName: string; depth: number };

/** Every category, parents before their children, with its depth for indenting. */
export async function fetchCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  const roots = await apiRequest("/api/category", { schema: z.array(categoryNode), signal });
  const options: CategoryOption[] = [];
  const visit = (nodes: CategoryNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ name: node.name, internalName: node.internalName, depth });
      visit(node.children, depth + 1);
    }
  };
  visit(roots, 0);
  return options;
}

export const CATEGORY_OPTIONS_KEY = ["admin", "category-options"] as const;

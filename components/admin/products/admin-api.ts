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
  archived: z.boolean(),
});
const productPage = z.object({ results: z.array(listedProduct), count: z.number(), pageSize: z.number() });

export type ProductPageQuery = {
  pageIndex: number;
  rowsPerPage: number;
  category: string;
  search: string;
  /** 'Show archived': the products taken off sale instead of those on sale. */
  archived: boolean;
};

/**
 * The list call: page index + 1, the page size, four parameters the list leaves empty, category
 * and search; `archived=true` only when showing archived products.
 */
export function fetchAdminProducts(
  { pageIndex, rowsPerPage, category, search, archived }: ProductPageQuery,
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
  if (archived) query.set("archived", "true");
  return apiRequest(`/api/admin/product?${query}`, { schema: productPage, signal });
}

/** PUT /api/product/{id}: the fields that change. */
export function updateProduct(id: number, changes: UpdateProductRequest) {
  return apiRequest(`/api/product/${id}`, { method: "PUT", body: changes });
}

export function archiveProduct(id: number) {
  return apiRequest(`/api/product/${id}`, { method: "DELETE" });
}

/** POST /api/admin/product/{id}/restore: an archived product back on sale. */
export function restoreProduct(id: number) {
  return apiRequest(`/api/admin/product/${id}/restore`, { method: "POST" });
}

const savedProduct = z.object({ id: z.number(), images: z.array(z.string()), category: z.string() });

/** PUT /api/product/{id} answering the product's images and category as saved. */
export function saveProduct(id: number, changes: UpdateProductRequest) {
  return apiRequest(`/api/product/${id}`, { method: "PUT", body: changes, schema: savedProduct });
}

/** POST /api/admin/product/{id}/images: the files appended to the product's images. */
export function uploadProductImages(id: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("images", file, file.name);
  return apiRequest(`/api/admin/product/${id}/images`, { method: "POST", body: form, schema: savedProduct });
}

export type CategoryNode = { name: string; internalName: string; children: CategoryNode[] };
const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ name: z.string(), internalName: z.string(), children: z.array(categoryNode) }),
);

export type CategoryOption = {
  name: string;
  internalName: string;
  /** 0 for a top-level category. */
  depth: number;
  /** Names from the top-level category down to this one: Women, Tops, T-Shirts. */
  path: string[];
};

/** Every category of the tree, parents before their children, with its depth and path. */
export function categoryOptions(roots: CategoryNode[]): CategoryOption[] {
  const options: CategoryOption[] = [];
  const visit = (nodes: CategoryNode[], path: string[]) => {
    for (const node of nodes) {
      const own = [...path, node.name];
      options.push({ name: node.name, internalName: node.internalName, depth: path.length, path: own });
      visit(node.children, own);
    }
  };
  visit(roots, []);
  return options;
}

export async function fetchCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  return categoryOptions(await apiRequest("/api/category", { schema: z.array(categoryNode), signal }));
}

export const CATEGORY_OPTIONS_KEY = ["admin", "category-options"] as const;

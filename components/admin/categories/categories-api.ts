import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import {
  adminCategoryTreeSchema,
  categoryVariationsSchema,
  type AdminCategory,
  type UpdateCategoryInput,
} from "@/lib/catalog/contract/categories";
import type { QueryClient } from "@tanstack/react-query";
import { CATEGORY_OPTIONS_KEY, categoryOptions as treeOptions, type CategoryOption } from "../products/admin-api";

// The Categories page's calls from the browser.

export const ADMIN_CATEGORIES_KEY = ["admin", "categories"] as const;
export const variationsKey = (internalName: string) =>
  ["admin", "categories", internalName, "variations"] as const;

/** After a change: this page's tree and variations, and the category pickers of the other admin pages. */
export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", "categories"] }),
    queryClient.invalidateQueries({ queryKey: CATEGORY_OPTIONS_KEY }),
  ]);
}

const path = (internalName: string) => `/api/admin/categories/${encodeURIComponent(internalName)}`;
const movedCategory = z.object({
  name: z.string(),
  internalName: z.string(),
  parentCategory: z.string().nullable(),
});

export function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return apiRequest("/api/admin/categories", { schema: adminCategoryTreeSchema, signal });
}

export function updateCategory(internalName: string, body: UpdateCategoryInput) {
  return apiRequest(path(internalName), { method: "PATCH", body, schema: movedCategory });
}

export function deleteCategory(internalName: string) {
  return apiRequest(path(internalName), { method: "DELETE" });
}

export function fetchCategoryVariations(internalName: string, signal?: AbortSignal) {
  return apiRequest(`${path(internalName)}/variations`, { schema: categoryVariationsSchema, signal });
}

export function addVariationType(internalName: string, name: string) {
  return apiRequest(`${path(internalName)}/variations`, { method: "POST", body: { name } });
}

export function renameVariationType(typeId: number, name: string) {
  return apiRequest(`/api/admin/variations/${typeId}`, { method: "PATCH", body: { name } });
}

export function addVariationValue(typeId: number, value: string) {
  return apiRequest(`/api/admin/variations/${typeId}/values`, { method: "POST", body: { value } });
}

export function renameVariationValue(typeId: number, valueId: number, value: string) {
  return apiRequest(`/api/admin/variations/${typeId}/values/${valueId}`, {
    method: "PATCH",
    body: { value },
  });
}

export function removeVariationValue(typeId: number, valueId: number) {
  return apiRequest(`/api/admin/variations/${typeId}/values/${valueId}`, { method: "DELETE" });
}

/** The tree as options (parents first, each with its path), for the parent pickers. */
export function categoryOptions(tree: AdminCategory[]): CategoryOption[] {
  return treeOptions(tree);
}

/** A category and everything under it, by internalName. */
export function subtreeNames(node: AdminCategory): string[] {
  return [node.internalName, ...node.children.flatMap(subtreeNames)];
}

export function findCategory(tree: AdminCategory[], internalName: string): AdminCategory | undefined {
  for (const node of tree) {
    if (node.internalName === internalName) return node;
    const found = findCategory(node.children, internalName);
    if (found) return found;
  }
  return undefined;
}

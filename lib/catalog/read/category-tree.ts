import type { Category } from "../contract/types";

// Builds the category tree from the flat table. Pure.

/** Rows arrive ordered by position, then name: children keep that order. */
export type CategoryRow = { id: number; name: string; internalName: string; parentId: number | null };

export type CategoryForest = {
  /** Top-level categories, each with its descendants. */
  roots: Category[];
  byInternalName: Map<string, Category>;
};

export function buildCategoryForest(rows: CategoryRow[]): CategoryForest {
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }
  const byInternalName = new Map<string, Category>();

  // Top-down, so each breadcrumb is its parent's plus itself. Rows unreachable from a root
  // (a cycle the database cannot rule out) are left out rather than looping forever.
  const build = (row: CategoryRow, parent: Category | null): Category => {
    const category: Category = {
      name: row.name,
      internalName: row.internalName,
      parentCategory: parent?.internalName ?? null,
      children: [],
      breadcrumb: [...(parent?.breadcrumb ?? []), { name: row.name, internalName: row.internalName }],
    };
    byInternalName.set(row.internalName, category);
    category.children = (childrenOf.get(row.id) ?? []).map((child) => build(child, category));
    return category;
  };

  return { roots: (childrenOf.get(null) ?? []).map((row) => build(row, null)), byInternalName };
}

/** The category and its ancestors, nearest first; undefined when no category has that name. */
export function ancestry(rows: CategoryRow[], internalName: string): CategoryRow[] | undefined {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let current = rows.find((row) => row.internalName === internalName);
  if (!current) return undefined;
  const chain: CategoryRow[] = [];
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

/** Ids of these categories and all their descendants (each once, whatever the shape). */
export function subtreeIds(rows: CategoryRow[], rootIds: number[]): number[] {
  const found = new Set(rootIds.filter((id) => rows.some((row) => row.id === id)));
  let frontier = [...found];
  while (frontier.length > 0) {
    const children = rows.filter((row) => row.parentId !== null && frontier.includes(row.parentId) && !found.has(row.id));
    for (const child of children) found.add(child.id);
    frontier = children.map((child) => child.id);
  }
  return [...found];
}

/** Finds a category anywhere in the tree by its internalName. */
export function findCategory(tree: Category[], internalName: string): Category | undefined {
  for (const category of tree) {
    if (category.internalName === internalName) return category;
    const found = findCategory(category.children, internalName);
    if (found) return found;
  }
  return undefined;
}

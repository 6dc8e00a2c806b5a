import { readdirSync } from "node:fs";
import { MIGRATIONS_FOLDER } from "../db/migrate";

// `--reuse`: a bench database is reused only when it carries the marker written after its seed
// completed, for the same number of generated products and the same latest migration. A seed cut
// short, another size or a newer schema leaves no matching marker, so the database is seeded afresh.

/** The newest migration's file name: a database seeded before a new migration lacks its schema. */
export function latestMigration(folder: string = MIGRATIONS_FOLDER): string {
  return readdirSync(folder).filter((name) => name.endsWith(".sql")).sort().at(-1) ?? "none";
}

/** The text stored as the database's comment once its seed has completed. */
export function seedMarker(products: number, migration: string): string {
  return `shop bench seed complete: demo shop + ${products} generated products, schema to ${migration}`;
}

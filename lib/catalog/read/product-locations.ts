import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productLocations } from "@/db/schema";

/** The countries a product is listed in, for the admin's edit page (never cached: the admin edits them). */
export async function readProductLocations(productId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ code: productLocations.countryCode })
    .from(productLocations)
    .where(eq(productLocations.productId, productId))
    .orderBy(asc(productLocations.countryCode));
  return rows.map((row) => row.code);
}

import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { installationId } from "@/lib/payments/installation";

// The installation id: made once per database on first use, kept there, the same for every caller.

describe("the installation id", () => {
  it("is made once, even by first uses at the same moment, and kept in the database", async () => {
    const db = await getDb();
    expect(rowsOf(await db.execute(sql`SELECT id FROM installation`))).toEqual([]);
    const ids = await Promise.all(Array.from({ length: 5 }, () => installationId()));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rowsOf<{ id: string }>(await db.execute(sql`SELECT id::text AS id FROM installation`))).toEqual([{ id: ids[0] }]);
  });

  it("allows one row only", async () => {
    const db = await getDb();
    await expect(db.execute(sql`INSERT INTO installation (single, id) VALUES (false, gen_random_uuid())`)).rejects.toThrow();
    await expect(db.execute(sql`INSERT INTO installation (id) VALUES (gen_random_uuid())`)).rejects.toThrow();
  });
});

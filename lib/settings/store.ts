import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { shopSettings } from "@/db/schema";
import { recordAudit, changedFields, type AuditActor } from "@/lib/audit/record";
import {
  DEFAULT_SHOP_SETTINGS,
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsPatch,
} from "./contract";

/** The shop's settings: stored values over the defaults (a value that no longer parses falls back). */
export async function getShopSettings(): Promise<ShopSettings> {
  const db = await getDb();
  const rows = await db.select().from(shopSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const merged = { ...DEFAULT_SHOP_SETTINGS };
  for (const key of Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[]) {
    const parsed = shopSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged;
}

/** Stores the changed settings and records the change, in one transaction. */
export async function updateShopSettings(actor: AuditActor, patch: ShopSettingsPatch): Promise<ShopSettings> {
  const db = await getDb();
  const before = await getShopSettings();
  const after = { ...before, ...patch };
  const changed = changedFields(before, after);
  if (!changed) return before;
  await db.transaction(async (tx) => {
    for (const key of Object.keys(changed.after)) {
      const value = after[key as keyof ShopSettings];
      await tx
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
    }
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "updated",
      subjectId: "shop",
      summary: `Changed ${Object.keys(changed.after).join(", ")}`,
      ...changed,
    });
  });
  return after;
}

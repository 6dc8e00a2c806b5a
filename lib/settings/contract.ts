import { z } from "zod";

// The shop settings an admin changes on /admin/settings: shared by the server and the browser.

/** Items at or below this stock (and above 0) count as low stock. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

export const shopSettingsSchema = z.object({
  lowStockThreshold: z.number().int().min(0).max(MAX_LOW_STOCK_THRESHOLD),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };

/** PATCH /api/admin/settings: any subset of the settings. */
export const shopSettingsPatchSchema = shopSettingsSchema.partial().strict();
export type ShopSettingsPatch = z.output<typeof shopSettingsPatchSchema>;

import { z } from "zod";

// The shop settings an admin changes on /admin/settings: shared by the server and the browser.

/** Items at or below this stock (and above 0) count as low stock. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

/** A checkout left pending this many hours is abandoned: its payment is cancelled and the order expires. */
export const DEFAULT_CHECKOUT_EXPIRY_HOURS = 24;
export const MAX_CHECKOUT_EXPIRY_HOURS = 24 * 30;

/** A signed-in shopper's cart left unchanged this many hours gets one reminder e-mail. */
export const DEFAULT_CART_REMINDER_HOURS = 24;
export const MAX_CART_REMINDER_HOURS = 24 * 30;

export const shopSettingsSchema = z.object({
  lowStockThreshold: z.number().int().min(0).max(MAX_LOW_STOCK_THRESHOLD),
  checkoutExpiryHours: z.number().int().min(1).max(MAX_CHECKOUT_EXPIRY_HOURS),
  cartReminderHours: z.number().int().min(1).max(MAX_CART_REMINDER_HOURS),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  checkoutExpiryHours: DEFAULT_CHECKOUT_EXPIRY_HOURS,
  cartReminderHours: DEFAULT_CART_REMINDER_HOURS,
};

/** PATCH /api/admin/settings: any subset of the settings. */
export const shopSettingsPatchSchema = shopSettingsSchema.partial().strict();
export type ShopSettingsPatch = z.output<typeof shopSettingsPatchSchema>;

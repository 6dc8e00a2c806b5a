import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { shopSettingsPatchSchema } from "@/lib/settings/contract";
import { getShopSettings, updateShopSettings } from "@/lib/settings/store";

/** GET /api/admin/settings (admin): the shop's settings, defaults filled in. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "settings");
    return getShopSettings();
  },
  { private: true },
);

/** PATCH /api/admin/settings (admin): any subset of the settings; the change is audited. */
export const PATCH = handle(
  async (request) => {
    const admin = await requirePermission(request, "settings");
    return updateShopSettings(admin, await parseBody(request, shopSettingsPatchSchema));
  },
  { private: true },
);

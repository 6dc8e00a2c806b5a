import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { listTaxRates } from "@/lib/tax/admin-store";

/** GET /api/admin/tax-rates: the countries with a tax rate, each { country, rate, inclusive, updatedAt }. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "settings");
    return listTaxRates();
  },
  { private: true },
);

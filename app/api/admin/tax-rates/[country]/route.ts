import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";
import { removeTaxRate, setTaxRate } from "@/lib/tax/admin-store";
import { setTaxRateSchema, taxRateParams } from "@/lib/tax/contract";

/** PUT /api/admin/tax-rates/{country}: { rate (percent), inclusive } sets or replaces the country's rate. */
export const PUT = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    const { country } = parseParams(params, taxRateParams);
    return setTaxRate(admin, country, await parseBody(request, setTaxRateSchema));
  },
  { private: true },
);

/** DELETE /api/admin/tax-rates/{country}: 204, no tax there from now on; 404 when it has none. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    await removeTaxRate(admin, parseParams(params, taxRateParams).country);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

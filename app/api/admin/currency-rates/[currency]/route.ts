import { requirePermission } from "@/lib/auth/session";
import { removeExchangeRate, setExchangeRate } from "@/lib/currency-rates/admin-store";
import { rateCurrencyParams, setExchangeRateSchema } from "@/lib/currency-rates/contract";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** PUT /api/admin/currency-rates/{currency} (admin): `{ rate }`, 1 USD = rate of it; answers the entry. */
export const PUT = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    const { currency } = parseParams(params, rateCurrencyParams);
    const { rate } = await parseBody(request, setExchangeRateSchema);
    return setExchangeRate(admin, currency, rate);
  },
  { private: true },
);

/** DELETE /api/admin/currency-rates/{currency} (admin): 204; 404 when no rate is set. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "settings");
    await removeExchangeRate(admin, parseParams(params, rateCurrencyParams).currency);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { listExchangeRates } from "@/lib/currency-rates/admin-store";
import { handle } from "@/lib/http/handler";

/**
 * GET /api/admin/currency-rates (admin): each currency a rate can be set for, as
 * `{ currency, rate, updatedAt, updatedBy }` (rate null when none is set).
 */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "settings");
    return listExchangeRates();
  },
  { private: true },
);

import { requirePermission } from "@/lib/auth/session";
import { customerListQuery } from "@/lib/customers/contract";
import { listCustomers } from "@/lib/customers/list";
import { toCustomerPageResponse } from "@/lib/customers/responses";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/customers?q=&role=&sort=&dir=&page=&pageSize=: the shop's users with their orders and spend. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "customers");
    const query = parseQuery(request, customerListQuery);
    return toCustomerPageResponse(await listCustomers(query), query);
  },
  { private: true },
);

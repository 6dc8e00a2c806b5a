import { z } from "zod";
import { requirePermission } from "@/lib/auth/session";
import { customerOrdersQuery, roleChangeSchema } from "@/lib/customers/contract";
import { getCustomer } from "@/lib/customers/detail";
import { toCustomerResponse, toCustomerDetailResponse } from "@/lib/customers/responses";
import { changeRole } from "@/lib/customers/role";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams, parseQuery } from "@/lib/http/parse";

const paramsSchema = z.object({ id: idParam });

/** GET /api/admin/customers/{id}?page=: one customer with a page of their orders. */
export const GET = handle<{ id: string }>(
  async (request, params) => {
    await requirePermission(request, "customers");
    const { id } = parseParams(params, paramsSchema);
    const { page } = parseQuery(request, customerOrdersQuery);
    return toCustomerDetailResponse(await getCustomer(id, page));
  },
  { private: true },
);

/** PATCH /api/admin/customers/{id} { role }: 409 when it would demote the shop's last admin. */
export const PATCH = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "staff");
    const { id } = parseParams(params, paramsSchema);
    const { role } = await parseBody(request, roleChangeSchema);
    return toCustomerResponse(await changeRole(admin, id, role));
  },
  { private: true },
);

import { z } from "zod";
import { requirePermission } from "@/lib/auth/session";
import { signOutEverywhere } from "@/lib/customers/sessions";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";

const paramsSchema = z.object({ id: idParam });

/** DELETE /api/admin/customers/{id}/sessions: signs the customer out everywhere -> { ended }; audited. */
export const DELETE = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "customers");
    const { id } = parseParams(params, paramsSchema);
    return signOutEverywhere(admin, id);
  },
  { private: true },
);

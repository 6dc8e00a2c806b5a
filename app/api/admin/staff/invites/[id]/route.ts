import { z } from "zod";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { revokeInvite } from "@/lib/staff/invites";

const paramsSchema = z.object({ id: idParam });

/** DELETE /api/admin/staff/invites/{id}: withdraws a pending invitation (its link stops working) -> 204; 404 when not pending. */
export const DELETE = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "staff");
    await revokeInvite(admin, parseParams(params, paramsSchema).id);
    return new Response(null, { status: 204 });
  },
  { private: true },
);

import { z } from "zod";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { retryFailedJob } from "@/lib/orders/after-sale/job-retry";

const paramsSchema = z.object({ id: idParam });

/** POST /api/admin/jobs/{id}/retry (admin): queues a failed job again (404 unknown, 409 not failed). */
export const POST = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "payments");
    return retryFailedJob(admin, parseParams(params, paramsSchema).id);
  },
  { private: true },
);

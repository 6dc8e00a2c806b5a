import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { listUsers } from "@/lib/users/repository";

/** GET /api/user: every user, admins only. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "customers");
    return listUsers();
  },
  { private: true },
);

import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { NotFoundError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { parseParams } from "@/lib/http/parse";
import { findUserByUsername } from "@/lib/users/repository";

const paramsSchema = z.object({ userName: z.string().trim().min(1).max(100) });

/**
 * GET /api/user/{userName}: the user themself or an admin. Anyone else gets the same 404 as
 * for a name that does not exist, so the call cannot be used to find out who has an account.
 */
export const GET = handle<{ userName: string }>(
  async (request, params) => {
    const viewer = await requireUser(request);
    const { userName } = parseParams(params, paramsSchema);
    const isSelf = viewer.username.toLowerCase() === userName.toLowerCase();
    const user = isSelf || viewer.role === "admin" ? await findUserByUsername(userName) : undefined;
    if (!user) throw new NotFoundError("User not found");
    return user;
  },
  { private: true },
);

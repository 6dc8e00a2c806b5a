import { z } from "zod";
import { can } from "@/lib/auth/permissions";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { NotFoundError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";
import { profileUpdateSchema } from "@/lib/users/contract";
import { findUserByUsername, updateProfile } from "@/lib/users/repository";

const paramsSchema = z.object({ userName: z.string().trim().min(1).max(100) });

const isSelf = (viewer: SessionUser, userName: string) =>
  viewer.username.toLowerCase() === userName.toLowerCase();

/**
 * GET /api/user/{userName}: the user themself or staff who may see customers' personal data (an admin). Anyone else gets the same 404 as
 * for a name that does not exist, so the call cannot be used to find out who has an account.
 */
export const GET = handle<{ userName: string }>(
  async (request, params) => {
    const viewer = await requireUser(request);
    const { userName } = parseParams(params, paramsSchema);
    const user =
      isSelf(viewer, userName) || can(viewer.role, "customers") ? await findUserByUsername(userName) : undefined;
    if (!user) throw new NotFoundError("User not found");
    return user;
  },
  { private: true },
);

/** PATCH /api/user/{userName}: { firstName?, lastName?, phone? } by the user themself; anyone else 404. */
export const PATCH = handle<{ userName: string }>(
  async (request, params) => {
    const viewer = await requireUser(request);
    const { userName } = parseParams(params, paramsSchema);
    if (!isSelf(viewer, userName)) throw new NotFoundError("User not found");
    const changes = await parseBody(request, profileUpdateSchema);
    const user = await updateProfile(viewer.id, changes);
    if (!user) throw new NotFoundError("User not found");
    return user;
  },
  { private: true },
);

import "server-only";
import { z } from "zod";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { NotFoundError } from "@/lib/errors";
import { parseParams } from "@/lib/http/parse";

const paramsSchema = z.object({ userName: z.string().trim().min(1).max(100) });

/**
 * The signed-in owner of /api/user/{userName}/addresses: 401 signed out, and 404 for anyone else's
 * name (admins included: an address book is the customer's own), as for a name that does not exist.
 */
export async function requireAddressOwner(request: Request, params: unknown): Promise<SessionUser> {
  const viewer = await requireUser(request);
  const { userName } = parseParams(params, paramsSchema);
  if (viewer.username.toLowerCase() !== userName.toLowerCase()) throw new NotFoundError("User not found");
  return viewer;
}

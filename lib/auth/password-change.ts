import "server-only";
import { getDb } from "@/db/client";
import { endAccountAccess } from "@/lib/accounts/end-access";
import { BadRequestError } from "@/lib/errors";
import { changePasswordHash } from "@/lib/users/repository";
import type { SessionSubject, SessionUser } from "@/lib/users/types";
import { logIn } from "./login";
import { hashPassword } from "./password";
import { personalPart } from "./password-policy";
import { PASSWORD_PERSONAL_DETAIL, type PasswordChangeInput } from "./schemas";

/**
 * Changes the signed-in user's password after checking the current one (with the login's
 * rate limits), and ends every other session and every pending mailed link of theirs (a reset,
 * an e-mail change someone who knew the old password may have asked). The session version
 * rises, so the caller re-issues a token for `sessionId`: the device that made the change stays
 * signed in. Answers the user as now.
 */
export async function changePassword(
  user: SessionUser,
  input: PasswordChangeInput,
  ip: string | undefined,
  sessionId: string,
): Promise<SessionSubject> {
  if (input.newPassword === input.currentPassword)
    throw new BadRequestError("newPassword: must differ from the current password");
  if (personalPart(input.newPassword, user)) throw new BadRequestError(`newPassword: ${PASSWORD_PERSONAL_DETAIL}`);
  await logIn({ username: user.username, password: input.currentPassword, ip });
  const passwordHash = await hashPassword(input.newPassword);
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const subject = await changePasswordHash(user.id, passwordHash, tx);
    if (subject) await endAccountAccess(tx, user.id, sessionId);
    return subject;
  });
  if (!changed) throw new BadRequestError("The account no longer exists");
  return changed;
}

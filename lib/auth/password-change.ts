import "server-only";
import { BadRequestError } from "@/lib/errors";
import { changePasswordHash } from "@/lib/users/repository";
import type { SessionSubject, SessionUser } from "@/lib/users/types";
import { logIn } from "./login";
import { hashPassword } from "./password";
import { personalPart } from "./password-policy";
import { PASSWORD_PERSONAL_DETAIL, type PasswordChangeInput } from "./schemas";

/**
 * Changes the signed-in user's password after checking the current one (with the login's
 * rate limits), and ends every other session and token of theirs.
 */
export async function changePassword(
  user: SessionUser,
  input: PasswordChangeInput,
  ip: string | undefined,
): Promise<SessionSubject> {
  if (input.newPassword === input.currentPassword)
    throw new BadRequestError("newPassword: must differ from the current password");
  if (personalPart(input.newPassword, user)) throw new BadRequestError(`newPassword: ${PASSWORD_PERSONAL_DETAIL}`);
  await logIn({ username: user.username, password: input.currentPassword, ip });
  const changed = await changePasswordHash(user.id, await hashPassword(input.newPassword));
  if (!changed) throw new BadRequestError("The account no longer exists");
  return changed;
}

import "server-only";
import type { Db } from "@/db/client";
import { endSessions } from "@/lib/auth/user-sessions";
import { endAccountTokens } from "./tokens";

/**
 * What every change of who controls an account does (password change or reset, a confirmed or
 * cancelled e-mail change, sign out everywhere), in the caller's transaction: every pending
 * mailed link of the account ends, whatever it was for, and so does every signed-in device
 * but `keepSessionId` (the one that made the change). With none kept, the session version
 * rises as well, ending every token at once. The old mailbox's way back (an e-mail change's
 * cancel link) survives, unless `includingWaysBack`. Answers how many sessions ended.
 */
export async function endAccountAccess(
  tx: Db,
  userId: number,
  keepSessionId: string | null,
  includingWaysBack = false,
): Promise<number> {
  await endAccountTokens(tx, userId, includingWaysBack);
  return endSessions(tx, userId, keepSessionId);
}

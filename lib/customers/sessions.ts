import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { endAccountAccess } from "@/lib/accounts/end-access";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { NotFoundError } from "@/lib/errors";
import { CUSTOMER_NOT_FOUND } from "./detail";

/**
 * An admin signs a customer out everywhere (a stolen phone, a shared computer): every session
 * and every pending mailed link of theirs ends, recorded in the audit trail in the same
 * transaction (by username: the trail keeps no personal data it does not need). 404 for no such user.
 */
export async function signOutEverywhere(actor: AuditActor, id: number): Promise<{ ended: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    const ended = await endAccountAccess(tx, id, null);
    await recordAudit(tx, actor, {
      kind: "customer",
      action: "sign_out_everywhere",
      subjectId: id,
      summary: `${user.username}: signed out everywhere (${ended} ${ended === 1 ? "session" : "sessions"})`,
    });
    return { ended };
  });
}

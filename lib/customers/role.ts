import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { Role } from "@/lib/users/types";
import { LAST_ADMIN, ROLE_LABELS } from "./contract";
import { CUSTOMER_NOT_FOUND, findCustomer } from "./detail";
import type { CustomerRow } from "./list";

/**
 * Gives a user another role, recorded in the audit trail in the same transaction. The shop can
 * never lose its last admin: every admin row is locked first (always in id order, so two
 * changes cannot deadlock), then the admins are counted. Two admins demoting each other at once
 * are serialised by those locks: the second sees the first's demotion (PostgreSQL re-reads a
 * locked row once its lock is released) and is refused with 409. The role is read from the
 * database on every request, so the change takes effect at once.
 */
export async function changeRole(actor: AuditActor, id: number, role: Role): Promise<CustomerRow> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(users.id)
      .for("update");
    const [user] = await tx
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (user.role === role) return;
    if (user.role === "admin" && admins.length <= 1) throw new ConflictError(LAST_ADMIN);
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      kind: "customer",
      action: "role",
      subjectId: id,
      summary: `${user.username} (${user.email}): ${ROLE_LABELS[user.role]} → ${ROLE_LABELS[role]}`,
      before: { role: user.role },
      after: { role },
    });
  });
  return findCustomer(id);
}

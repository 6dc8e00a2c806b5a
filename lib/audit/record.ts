import "server-only";
import type { Db } from "@/db/client";
import { auditLog } from "@/db/schema";
import type { SessionUser } from "@/lib/users/types";
import type { AuditKind, AuditValues } from "./contract";

export type AuditActor = Pick<SessionUser, "id" | "username">;

export type AuditChange = {
  kind: AuditKind;
  action: string;
  subjectId: string | number;
  productId?: number | null;
  summary: string;
  before?: AuditValues;
  after?: AuditValues;
};

/**
 * Records one admin write. Call it with the write's own transaction, so the entry and the
 * change commit together or not at all.
 */
export async function recordAudit(tx: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await recordAudits(tx, actor, [change]);
}

/** Records several changes of one write (a CSV import, a bulk action) in one statement. */
export async function recordAudits(tx: Db, actor: AuditActor, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(
    changes.map((change) => ({
      actorId: actor.id,
      actorName: actor.username,
      kind: change.kind,
      action: change.action,
      subjectId: String(change.subjectId),
      productId: change.productId ?? null,
      summary: change.summary,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

/**
 * The fields of `after` that differ from `before`, each side holding only those: an edit's
 * entry then shows what changed, not the whole row twice.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import type { AuditEntry, AuditKind, AuditPage, AuditQuery, AuditValues } from "./contract";

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    kind: row.kind as AuditKind,
    action: row.action,
    subjectId: row.subjectId,
    productId: row.productId,
    summary: row.summary,
    before: row.before as AuditValues,
    after: row.after as AuditValues,
  };
}

/** Entries newest first, filtered by kind, admin and product, one page at a time. */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const db = await getDb();
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(auditLog.kind, query.kind));
  if (query.actor) filters.push(eq(auditLog.actorId, query.actor));
  if (query.product) filters.push(eq(auditLog.productId, query.product));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(toEntry), page: query.page, pageSize: query.pageSize, count: total };
}

/** The admins who have written anything, for the Activity page's filter. */
export async function listAuditActors(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .orderBy(auditLog.actorName);
  return rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, name: row.name }]));
}

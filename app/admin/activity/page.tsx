import type { Metadata } from "next";
import { connection } from "next/server";
import { ActivityFilters } from "@/components/admin/activity/activity-filters";
import { ActivityList } from "@/components/admin/activity/activity-list";
import { AdminPage } from "@/components/admin/admin-page";
import { Pagination } from "@/components/ui/pagination";
import { AUDIT_PAGE_SIZE, auditQuerySchema, type AuditQuery } from "@/lib/audit/contract";
import { listAudit, listAuditActors } from "@/lib/audit/read";
import { pageOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Activity" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function hrefFor(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.kind) params.set("kind", query.kind);
  if (query.actor) params.set("actor", String(query.actor));
  if (query.product) params.set("product", String(query.product));
  if (page > 1) params.set("page", String(page));
  if (query.pageSize !== AUDIT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  const text = params.toString();
  return text ? `/admin/activity?${text}` : "/admin/activity";
}

/** Every admin change, newest first: filter by kind and admin, paged on the server. */
export default async function ActivityPage({ searchParams }: Props) {
  await connection();
  await pageOrNotFound("activity");
  // The filter form sends empty values for "All": they mean no filter.
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
  const parsed = auditQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const [page, actors] = await Promise.all([listAudit(query), listAuditActors()]);
  const pageCount = Math.max(1, Math.ceil(page.count / query.pageSize));
  const filtered = Boolean(query.kind || query.actor || query.product);
  return (
    <AdminPage
      title="Activity"
      intro={`Every change made in the admin, newest first: ${page.count} ${page.count === 1 ? "entry" : "entries"}${filtered ? " match" : ""}.`}
    >
      <ActivityFilters kind={query.kind} actor={query.actor} actors={actors} />
      {page.entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          {filtered
            ? "No entries match these filters."
            : query.page > 1
              ? "No entries on this page."
              : "No activity yet."}
        </p>
      ) : (
        <ActivityList entries={page.entries} />
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(target) => hrefFor(query, target)} />
    </AdminPage>
  );
}

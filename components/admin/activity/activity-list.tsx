import { AUDIT_KIND_LABELS, type AuditEntry } from "@/lib/audit/contract";
import { Card } from "@/components/ui/card";
import { ChangeDiff } from "./change-diff";

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/**
 * Audit entries, newest first: when, who, what kind, the summary, and the values before and
 * after behind a disclosure (a native <details>: keyboard and screen readers for free).
 */
export function ActivityList({ entries, label = "Activity" }: { entries: AuditEntry[]; label?: string }) {
  return (
    <Card raised as="section" aria-label={label}>
      <ol className="divide-y divide-neutral-100">
        {entries.map((entry) => (
          <li key={entry.id} className="px-4 py-3" data-testid="activity-entry">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
              <time dateTime={entry.at} className="whitespace-nowrap text-neutral-600 tabular-nums">
                {dateTime.format(new Date(entry.at))} UTC
              </time>
              <span className="font-medium text-neutral-900">{entry.actor.name}</span>
              <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                {AUDIT_KIND_LABELS[entry.kind] ?? entry.kind}
              </span>
            </div>
            <p className="mt-1 text-neutral-900">{entry.summary}</p>
            {(entry.before || entry.after) && (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
                  Show changes
                </summary>
                <div className="mt-2 rounded-lg bg-neutral-50 p-3">
                  <ChangeDiff before={entry.before} after={entry.after} />
                </div>
              </details>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

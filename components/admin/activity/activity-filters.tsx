import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from "@/lib/audit/contract";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Kind and admin filters as a plain GET form: works before (and without) JavaScript. */
export function ActivityFilters({
  kind,
  actor,
  actors,
}: {
  kind?: AuditKind;
  actor?: number;
  actors: { id: number; name: string }[];
}) {
  return (
    <form
      method="get"
      action="/admin/activity"
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter activity"
    >
      <div>
        <Label htmlFor="activity-kind">Kind</Label>
        <select id="activity-kind" name="kind" defaultValue={kind ?? ""} className={inputClasses}>
          <option value="">All kinds</option>
          {AUDIT_KINDS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="activity-actor">Admin</Label>
        <select
          id="activity-actor"
          name="actor"
          defaultValue={actor ? String(actor) : ""}
          className={inputClasses}
        >
          <option value="">All admins</option>
          {actors.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </form>
  );
}

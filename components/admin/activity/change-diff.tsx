import type { AuditValues } from "@/lib/audit/contract";

/** A value as the diff shows it: text as it is, anything else as compact JSON, absence as a dash. */
function shown(value: unknown): string {
  if (value === undefined) return "—";
  if (value === null) return "none";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** An entry's values before and after, field by field; a creation has no before, a deletion no after. */
export function ChangeDiff({ before, after }: { before: AuditValues; after: AuditValues }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <p className="text-sm text-neutral-600">No values were recorded.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs tracking-wide text-neutral-600 uppercase">
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100 align-top">
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row" className="py-1 pr-4 font-medium text-neutral-700">
              {field}
            </th>
            <td className="py-1 pr-4 break-all text-red-800">{before ? shown(before[field]) : "—"}</td>
            <td className="py-1 break-all text-green-800">{after ? shown(after[field]) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { cn } from "./cn";

type Props = { columns: readonly string[]; className?: string; cellClassName?: string };

/** A table's header row of column names (small capitals on grey). */
export function TableHead({ columns, className, cellClassName = "px-4 py-3" }: Props) {
  return (
    <thead className={cn("bg-neutral-100 text-xs tracking-wide text-neutral-700 uppercase", className)}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cn("font-semibold", cellClassName)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

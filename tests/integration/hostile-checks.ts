import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";

// What the hostile-input properties check on every answer, and the database fingerprint that
// shows a refused request changed nothing.

/** Words that betray a stack trace, SQL or the database driver in an answer. */
const LEAKS = [
  "    at ",
  ".ts:",
  "node_modules",
  "SELECT ",
  "INSERT ",
  "syntax error at",
  'relation "',
  "postgres",
  "PGlite",
];

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** Every string in a JSON value, so that escaped quotes and newlines read as they would be shown. */
export function stringsOf(value: unknown, depth = 0): string[] {
  if (typeof value === "string") return [value];
  if (depth > 20 || value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item, depth + 1)]);
}

/**
 * Why an answer is wrong for a client (a 5xx, a leak, an error without a JSON detail), or
 * undefined. `sent` is everything the request carried: a word it sent itself may be echoed back;
 * `expected` are words the route answers with by design.
 */
export async function answerProblem(
  response: Response,
  sent: string,
  expected: readonly string[] = [],
): Promise<string | undefined> {
  const text = await response.text();
  if (response.status >= 500) return `answered ${response.status}: ${text.slice(0, 500)}`;
  const parsed = parseJson(text);
  const haystack = [text, ...stringsOf(parsed?.value)].join("\n").toLowerCase();
  const echoed = [sent, ...expected].join("\n").toLowerCase();
  const leak = LEAKS.find(
    (word) => haystack.includes(word.toLowerCase()) && !echoed.includes(word.toLowerCase()),
  );
  if (leak) return `answer ${response.status} leaks ${JSON.stringify(leak)}: ${text.slice(0, 500)}`;
  if (response.status < 400) return undefined;
  if (!parsed) return `error ${response.status} is not JSON: ${text.slice(0, 200)}`;
  const body = parsed.value;
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === "string" && detail.length > 0
    ? undefined
    : `error ${response.status} has no string detail: ${text.slice(0, 200)}`;
}

// Failed sign-ins and sign-ups are counted on purpose, refused or not (that is the rate limit).
const COUNTERS = new Set(["login_attempts"]);

let tableList: string[] | undefined;

async function appTables(): Promise<string[]> {
  if (!tableList) {
    const result = await (
      await getDb()
    ).execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tableList = rowsOf<{ table_name: string }>(result)
      .map((row) => row.table_name)
      .filter((name) => !COUNTERS.has(name));
  }
  return tableList;
}

export type Fingerprint = Record<string, string>;

/** Row count and a checksum of every row, per app table. */
export async function fingerprint(): Promise<Fingerprint> {
  const tables = await appTables();
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS sum FROM "${table}" t`,
    )
    .join(" UNION ALL ");
  const rows = rowsOf<{ name: string; sum: string }>(await (await getDb()).execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

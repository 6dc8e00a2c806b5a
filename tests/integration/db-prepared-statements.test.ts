import { sql } from "drizzle-orm";
import { connect, rowsOf, selectedDriver, type Connection } from "@/db/client";
import { MAX_PREPARED_PARAMETERS } from "@/db/prepared-statements";

// A statement with parameters is parsed once per connection and then only bound, planned for its
// values and run: the connection keeps it (pg_prepared_statements), unless
// DATABASE_PREPARED_STATEMENTS=false.

const onPostgres = selectedDriver() === "postgres" ? describe : describe.skip;

async function oneConnection(env: Record<string, string | undefined>): Promise<Connection> {
  const saved = { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE, DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS };
  Object.assign(process.env, { DATABASE_POOL_SIZE: "1" }, env);
  if (env.DATABASE_PREPARED_STATEMENTS === undefined) delete process.env.DATABASE_PREPARED_STATEMENTS;
  try {
    return await connect();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const isTheStatement = (text: string) => text === "select $1::int + 1 as answer";

/** Runs one statement with a parameter outside a transaction and inside one, and a long list; the answers, the statements the connection keeps and their generic plans. */
async function runAndListPrepared(connection: Connection): Promise<{ answers: number[]; prepared: string[]; genericPlans: number }> {
  const answer = async (run: Promise<unknown>) => rowsOf<{ answer: number }>(await run)[0].answer;
  const statement = (value: number) => sql`select ${value}::int + 1 as answer`;
  const answers = [
    await answer(connection.db.execute(statement(41))),
    await answer(connection.db.execute(statement(99))),
    await answer(connection.db.transaction((tx) => tx.execute(statement(1)))),
  ];
  // A list of ids longer than MAX_PREPARED_PARAMETERS, one parameter each.
  const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, index) => index + 1);
  const listed = rowsOf<{ total: number }>(await connection.db.execute(sql`select ${ids.length}::int as total where 1 in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`));
  answers.push(listed[0].total);
  // More calls than PostgreSQL's five before it may settle on one generic plan for every value.
  for (let value = 0; value < 6; value++) await connection.db.execute(statement(value));
  const rows = rowsOf<{ statement: string; generic_plans: number }>(await connection.db.execute(sql`select statement, generic_plans from pg_prepared_statements`));
  const genericPlans = rows.filter((row) => isTheStatement(row.statement)).reduce((sum, row) => sum + Number(row.generic_plans), 0);
  return { answers, prepared: rows.map((row) => row.statement), genericPlans };
}

onPostgres("prepared statements (PostgreSQL)", () => {
  it("keep each statement with a few parameters on its connection, not one with a long list, and answer the same as before", async () => {
    const connection = await oneConnection({});
    try {
      const { answers, prepared, genericPlans } = await runAndListPrepared(connection);
      expect(answers).toEqual([42, 100, 2, MAX_PREPARED_PARAMETERS + 1]);
      expect(prepared.filter(isTheStatement)).toHaveLength(1);
      // Every call planned for its own values, as an unprepared one is.
      expect(genericPlans).toBe(0);
      // The long list went unprepared: it would be one statement per length.
      expect(prepared.filter((text) => text.includes(" in ("))).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it("are not kept with DATABASE_PREPARED_STATEMENTS=false (for a pooler that cannot keep them)", async () => {
    const connection = await oneConnection({ DATABASE_PREPARED_STATEMENTS: "false" });
    try {
      const { answers, prepared } = await runAndListPrepared(connection);
      expect(answers).toEqual([42, 100, 2, MAX_PREPARED_PARAMETERS + 1]);
      expect(prepared).toEqual([]);
    } finally {
      await connection.close();
    }
  });
});

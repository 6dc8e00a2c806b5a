import { connect } from "@/db/client";
import { migrate } from "@/db/migrate";

/** `npm run db:migrate`: applies pending migrations to the configured database. */
async function main() {
  const connection = await connect();
  try {
    await migrate(connection);
    console.log(`Migrations applied (${connection.driver}).`);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

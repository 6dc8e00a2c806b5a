import { connect } from "@/db/client";
import { migrate } from "@/db/migrate";
import { createOrPromoteAdmin, parseAdminCreateArgs, SeedConfigError } from "./seed/bootstrap";

/**
 * `npm run admin:create -- --username NAME [--email EMAIL]`: makes NAME an admin on the
 * configured database. An existing account is promoted and keeps its password; a new one takes
 * its password from ADMIN_PASSWORD, or asks for it (twice, not echoed) on a terminal.
 */

/** Reads one line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    // Echo goes off before the prompt shows, so nothing typed after it is ever displayed.
    input.setRawMode(true);
    process.stdout.write(prompt);
    input.resume();
    input.setEncoding("utf8");
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new Error("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new SeedConfigError("No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for one.");
  }
  const password = await readHidden("Password for the new admin: ");
  if ((await readHidden("Same password again: ")) !== password) throw new SeedConfigError("The passwords differ.");
  return password;
}

async function main() {
  const { username, email } = parseAdminCreateArgs(process.argv.slice(2));
  const connection = await connect();
  try {
    await migrate(connection);
    const result = await createOrPromoteAdmin(connection.db, { username, email, password: askPassword });
    const messages = {
      created: `Admin account ${username} created.`,
      promoted: `${username} is now an admin (password unchanged).`,
      "already-admin": `${username} is already an admin; nothing changed.`,
    };
    console.log(messages[result]);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

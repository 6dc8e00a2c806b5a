// What `npm test` needs before it starts, and what to do about what is missing: on Debian as
// root, install and start it with scripts/prerequisites.sh (the script .ci/run uses too);
// anywhere else, stop at once with the command that fixes it, rather than fail minutes later in
// the end-to-end step. Pure decisions on what the probes (./prerequisite-probes.ts) found.

type Env = Record<string, string | undefined>;

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/** The browser the end-to-end tests run (playwright.config.ts): CHROME_PATH, else Debian's chromium. */
export const chromePath = (env: Env): string => env.CHROME_PATH ?? DEBIAN_CHROMIUM;

/**
 * Redis the suite talks to: the integration cache-handler test always (TEST_REDIS_URL), and on
 * PostgreSQL the end-to-end instances and faults-redis specs (E2E_REDIS_URL,
 * E2E_FAULT_REDIS_URL; both skip on the embedded database).
 */
export function redisUrls(env: Env): string[] {
  const urls = [env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/9"];
  if (env.DATABASE_URL)
    urls.push(
      env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379/8",
      env.E2E_FAULT_REDIS_URL ?? "redis://127.0.0.1:6379/11",
    );
  return [...new Set(urls)];
}

/** What PostgreSQL at DATABASE_URL answered: fine, nobody listening, no such database, or another refusal. */
export type DatabaseState =
  | { state: "ok" }
  | { state: "unreachable" }
  | { state: "missing-database" }
  | { state: "refused"; message: string };

export type Findings = {
  chromium: { path: string; found: boolean };
  /** Absent without DATABASE_URL: the tests then use PGlite and need no server. */
  database?: { url: string } & DatabaseState;
  redis: { url: string; up: boolean }[];
};

export type System = { platform: NodeJS.Platform; debianRoot: boolean };

/** Steps of scripts/prerequisites.sh, and what stops the run (one sentence with its fix each). */
export type Plan = { install: string[]; problems: string[] };

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
const isLocal = (url: string) => LOCAL_HOSTS.has(new URL(url).hostname);
/** What this machine's default server is: the only one the script installs and starts. */
const isDefaultServer = (url: string, port: string) => isLocal(url) && (new URL(url).port || port) === port;
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
/** The URL without its password, for messages. */
export function shown(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}

const hint = (system: System, debian: string, mac: string) =>
  system.platform === "darwin" ? mac : `${debian} (Debian/Ubuntu; or your system's package of it)`;

export function planPrerequisites(findings: Findings, system: System): Plan {
  const install: string[] = [];
  const problems: string[] = [];
  const { chromium, database, redis } = findings;

  if (!chromium.found) {
    if (chromium.path !== DEBIAN_CHROMIUM)
      problems.push(
        `CHROME_PATH is ${chromium.path}, which does not exist: point it at a Chromium or Chrome binary, or unset it to use ${DEBIAN_CHROMIUM}.`,
      );
    else if (system.debianRoot) install.push("chromium");
    else
      problems.push(
        `Chromium is missing (the end-to-end tests run in it). Install it: ${hint(
          system,
          "sudo apt-get install -y chromium fonts-dejavu-core",
          "brew install --cask chromium, then CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium",
        )}, or set CHROME_PATH to a Chromium or Chrome binary.`,
      );
  }

  if (database && database.state !== "ok") {
    const where = shown(database.url);
    const name = databaseName(database.url);
    const ours = system.debianRoot && isDefaultServer(database.url, "5432") && /^[A-Za-z0-9_]+$/.test(name);
    if (database.state === "unreachable") {
      if (ours) install.push("postgresql", `database=${name}`);
      else
        problems.push(
          isLocal(database.url)
            ? `PostgreSQL is not running at ${where} (DATABASE_URL). Start it: ${hint(
                system,
                "sudo apt-get install -y postgresql && sudo service postgresql start",
                "brew install postgresql@17 && brew services start postgresql@17",
              )}, or unset DATABASE_URL to test on the embedded database.`
            : `PostgreSQL at ${where} (DATABASE_URL) does not answer: check the address, or unset DATABASE_URL to test on the embedded database.`,
        );
    } else if (database.state === "missing-database") {
      if (ours) install.push(`database=${name}`);
      else
        problems.push(
          `The database "${name}" of DATABASE_URL does not exist: createdb -h ${new URL(database.url).hostname} -p ${
            new URL(database.url).port || 5432
          } -U ${decodeURIComponent(new URL(database.url).username) || "postgres"} ${name}`,
        );
    } else {
      problems.push(`PostgreSQL at ${where} (DATABASE_URL) refused the connection: ${database.message}`);
    }
  }

  const down = redis.filter((server) => !server.up);
  if (down.length > 0) {
    if (system.debianRoot && down.every((server) => isDefaultServer(server.url, "6379")))
      install.push("redis");
    else
      problems.push(
        `Redis is not running at ${down.map((server) => shown(server.url)).join(", ")} (the shared cache and several-instance tests use it). Start it: ${hint(
          system,
          "sudo apt-get install -y redis-server && sudo service redis-server start",
          "brew install redis && brew services start redis",
        )}.`,
      );
  }

  return { install: [...new Set(install)], problems };
}

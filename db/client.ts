import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { acquireDirectoryLock, type DirectoryLock } from "./lock";
import { observePglite, observePostgres, trackPool } from "./observe";
import { preparingStatements } from "./prepared-statements";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "postgres" | "pglite";

/** Rows of a raw `db.execute`, whichever driver ran it (postgres.js gives an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

export type Connection = {
  db: Db;
  driver: Driver;
  /** PostgreSQL connection string (postgres driver only). */
  url?: string;
  close: () => Promise<void>;
};

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/**
 * Where the embedded database lives: `PGLITE_DATA_DIR`, `memory://` for a throw-away
 * in-memory database, or `.data/pglite` under the working directory.
 */
export function pgliteDir(): string {
  return process.env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DIR;
}

export function selectedDriver(): Driver {
  return process.env.DATABASE_URL ? "postgres" : "pglite";
}

/**
 * Seconds a pooled connection waits before reconnecting after a failure: postgres.js's own
 * curve (3^n / 100 with jitter), capped at 1 s instead of 20 s. Its count grows with every failed
 * attempt during an outage, so the default cap made calls wait up to 20 s for their 503, and
 * stall as long once the database was back.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);
}

async function connectPostgres(url: string): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  // Off for a pooler that cannot keep a connection's prepared statements between transactions
  // (PgBouncer in transaction mode before 1.21).
  const prepare = process.env.DATABASE_PREPARED_STATEMENTS !== "false";
  // Prepared or not, every call is planned for its own values: after five calls PostgreSQL may
  // otherwise keep one generic plan for all of them, and a list's best plan depends on how many
  // products its filters match (a walk fit for a large category crawls through a small one).
  const connection = { plan_cache_mode: "force_custom_plan" };
  const client = postgres(url, { max, prepare, connection, onnotice: () => {}, connect_timeout: 5, backoff: reconnectDelaySeconds });
  const pool = trackPool("postgres", max);
  const db = drizzle(observePostgres(prepare ? preparingStatements(client) : client, pool), { schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    url,
    close: async () => {
      pool.release();
      await client.end({ timeout: 5 });
    },
  };
}

async function connectPglite(dir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  let lock: DirectoryLock | undefined;
  if (!inMemory) {
    const absolute = resolve(dir);
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(absolute), { recursive: true });
    // PGlite has no lock of its own: two processes on one directory corrupt it.
    lock = acquireDirectoryLock(`${absolute}.lock`);
  }
  try {
    // Every process opening the directory must load the same extensions.
    const client = await PGlite.create(inMemory ? dir : resolve(dir), { extensions: { pg_trgm } });
    const pool = trackPool("pglite", 1);
    const db = drizzle(observePglite(client, pool), { schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      close: async () => {
        pool.release();
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens a new connection; the caller closes it. */
export function connect(options: { url?: string; pgliteDir?: string } = {}): Promise<Connection> {
  const url = options.url ?? process.env.DATABASE_URL;
  return url ? connectPostgres(url) : connectPglite(options.pgliteDir ?? pgliteDir());
}

const globalForDb = globalThis as unknown as { shopConnection?: Promise<Connection> };

/**
 * The process-wide connection, opened on first use (never at import, so `next build`
 * can load modules without touching the database).
 */
export function getConnection(): Promise<Connection> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error(
      "The database was opened during `next build`. Pages that read data must render at request time.",
    );
  }
  if (!globalForDb.shopConnection) {
    const opening = connect();
    globalForDb.shopConnection = opening;
    opening.catch(() => {
      // Let the next request try again instead of caching the failure.
      if (globalForDb.shopConnection === opening) globalForDb.shopConnection = undefined;
    });
  }
  return globalForDb.shopConnection;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/** Closes the process-wide connection (scripts, tests and shutdown). */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.shopConnection;
  globalForDb.shopConnection = undefined;
  if (pending) await (await pending).close();
}

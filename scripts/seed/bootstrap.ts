import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/rules";
import { signupSchema, usernameSchema } from "@/lib/auth/schemas";
import type { Role } from "@/lib/users/types";
import { seedDemo, type DemoSummary } from "./demo";
import type { ImageSize } from "./images";
import type { DemoAdmin } from "./users";

// What `npm start`, `npm run db:seed` and `npm run admin:create` put into a database.
// The rule: a default password exists only in the embedded demo. On DATABASE_URL the admin
// comes from ADMIN_USERNAME / ADMIN_PASSWORD or from `npm run admin:create`.

export type Env = Record<string, string | undefined>;

/** The embedded demo's admin when ADMIN_USERNAME / ADMIN_PASSWORD are unset. */
export const EMBEDDED_DEMO_ADMIN: DemoAdmin = { username: "admin", password: "admin1234" };
/** Length rules of a configured admin password: every password's (the cap keeps argon2's work bounded). */
export const ADMIN_PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const ADMIN_PASSWORD_MAX = PASSWORD_MAX_LENGTH;

export const NO_ADMIN_HINT =
  `No admin account yet: set ADMIN_USERNAME and ADMIN_PASSWORD (at least ${ADMIN_PASSWORD_MIN} characters) and restart, ` +
  "or run `npm run admin:create -- --username NAME` (password from ADMIN_PASSWORD, else asked for).";

export type AdminAccount = { username: string; password: string; email?: string };

export type SeedPlan = {
  /** Seed the demo catalogue, customers and orders into a database without a catalogue. */
  demo: boolean;
  /** An admin made inside the demo seed, so only with a fresh demo (the embedded default). */
  demoAdmin?: DemoAdmin;
  /** An admin made on its own whenever no user has its name (ADMIN_* outside the embedded demo). */
  admin?: AdminAccount;
};

/** Bad seeding settings: the process refuses to start rather than guess. */
export class SeedConfigError extends Error {}

function demoWanted(env: Env): boolean | undefined {
  const value = env.SEED_DEMO?.trim();
  if (!value) return undefined;
  if (value === "1") return true;
  if (value === "0") return false;
  throw new SeedConfigError(`SEED_DEMO must be 1 or 0 (got "${value}").`);
}

/** Why `password` cannot be an admin's password, or undefined when it can. */
export function adminPasswordProblem(password: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN) return `must be at least ${ADMIN_PASSWORD_MIN} characters`;
  if (password.length > ADMIN_PASSWORD_MAX) return `must be at most ${ADMIN_PASSWORD_MAX} characters`;
  return undefined;
}

/** The username, trimmed, when it is valid; otherwise a SeedConfigError naming `source`. */
export function checkAdminUsername(username: string, source: string): string {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) throw new SeedConfigError(`${source}: ${parsed.error.issues[0].message}.`);
  return parsed.data;
}

/** The e-mail, trimmed and validated, or undefined when none is given. */
export function checkAdminEmail(email: string | undefined, source: string): string | undefined {
  if (!email?.trim()) return undefined;
  const parsed = signupSchema.shape.email.safeParse(email);
  if (!parsed.success) throw new SeedConfigError(`${source}: ${parsed.error.issues[0].message}.`);
  return parsed.data;
}

/** ADMIN_USERNAME / ADMIN_PASSWORD (and ADMIN_EMAIL): both or neither, and a long enough password. */
export function configuredAdmin(env: Env): AdminAccount | undefined {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) throw new SeedConfigError("Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.");
  const problem = adminPasswordProblem(password);
  if (problem) throw new SeedConfigError(`ADMIN_PASSWORD ${problem}; refusing to create an admin with it.`);
  return {
    username: checkAdminUsername(username, "ADMIN_USERNAME"),
    password,
    email: checkAdminEmail(env.ADMIN_EMAIL, "ADMIN_EMAIL"),
  };
}

/**
 * What to seed. Embedded database (no DATABASE_URL): the demo with its admin (admin / admin1234
 * unless ADMIN_* say otherwise). DATABASE_URL: the demo only with SEED_DEMO=1, and an admin only
 * from ADMIN_*. SEED_DEMO=0 turns the embedded demo off, and then the DATABASE_URL rules apply.
 */
export function decideSeeding(env: Env = process.env): SeedPlan {
  const demo = demoWanted(env) ?? !env.DATABASE_URL;
  if (demo && !env.DATABASE_URL) {
    return {
      demo,
      demoAdmin: {
        username: env.ADMIN_USERNAME?.trim() || EMBEDDED_DEMO_ADMIN.username,
        password: env.ADMIN_PASSWORD || EMBEDDED_DEMO_ADMIN.password,
      },
    };
  }
  return { demo, admin: configuredAdmin(env) };
}

type ExistingUser = { id: number; username: string; role: Role };

async function findUser(db: Db, username: string): Promise<ExistingUser | undefined> {
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

/** True when some account has the admin role. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return Boolean(row);
}

export type EnsureAdminResult = { created: true } | { created: false; role: Role };

/**
 * Creates the admin account unless a user of that name exists (whatever its role: an existing
 * account is never changed here). Safe when several instances start together.
 */
export async function ensureAdmin(db: Db, account: AdminAccount): Promise<EnsureAdminResult> {
  const existing = await findUser(db, account.username);
  if (existing) return { created: false, role: existing.role };
  // The whole password rule (the common list too), as for any password chosen in the shop.
  const problem = await passwordProblem(account.password, account);
  if (problem) throw new SeedConfigError(`The admin password ${problem}; refusing to create an admin with it.`);
  const email = account.email ?? `${account.username.toLowerCase()}@example.com`;
  const inserted = await db
    .insert(users)
    .values({
      username: account.username,
      email,
      firstName: "Shop",
      lastName: "Admin",
      role: "admin",
      passwordHash: await hashPassword(account.password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) return { created: true };
  // A conflict: another instance made the same user meanwhile, or the e-mail is taken.
  const raced = await findUser(db, account.username);
  if (raced) return { created: false, role: raced.role };
  throw new SeedConfigError(`The e-mail ${email} belongs to another account: choose another one (ADMIN_EMAIL or --email).`);
}

export type AdminCreateResult = "created" | "promoted" | "already-admin";

/**
 * `npm run admin:create`: makes `username` an admin. An existing account is promoted and keeps
 * its password; a new one is created with the password `password()` supplies (asked for only
 * then), which must pass the admin password rules.
 */
export async function createOrPromoteAdmin(
  db: Db,
  options: { username: string; email?: string; password: () => Promise<string> | string },
): Promise<AdminCreateResult> {
  const username = checkAdminUsername(options.username, "--username");
  const email = checkAdminEmail(options.email, "--email");
  const existing = await findUser(db, username);
  if (existing) {
    if (existing.role === "admin") return "already-admin";
    await db.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, existing.id));
    return "promoted";
  }
  const password = await options.password();
  const problem = adminPasswordProblem(password);
  if (problem) throw new SeedConfigError(`The password ${problem}.`);
  const result = await ensureAdmin(db, { username, password, email });
  if (result.created) return "created";
  // Created by someone else between the two reads: promote it like any existing account.
  return createOrPromoteAdmin(db, options);
}

export type BootstrapSummary = {
  demo?: DemoSummary;
  /** The configured admin (plan.admin), if any, and what happened to it. */
  admin?: { username: string } & EnsureAdminResult;
  /** No admin account exists and none is configured. */
  adminMissing: boolean;
};

/** Applies a plan to a migrated database: the demo first, then the configured admin. */
export async function bootstrapDatabase(
  db: Db,
  plan: SeedPlan,
  options: { imageSize?: ImageSize } = {},
): Promise<BootstrapSummary> {
  const demo = plan.demo ? await seedDemo(db, { imageSize: options.imageSize, admin: plan.demoAdmin }) : undefined;
  const admin = plan.admin ? { username: plan.admin.username, ...(await ensureAdmin(db, plan.admin)) } : undefined;
  return { demo, admin, adminMissing: !(await hasAdmin(db)) };
}

/** The lines `npm start` and `npm run db:seed` print about what the bootstrap did. */
export function describeBootstrap(summary: BootstrapSummary): string[] {
  const lines: string[] = [];
  if (summary.demo?.created) {
    lines.push(`Demo shop seeded: ${JSON.stringify(summary.demo.counts)}.`);
    if (summary.demo.admin) lines.push(`Demo admin: ${summary.demo.admin.username} / ${summary.demo.admin.password}`);
  } else if (summary.demo) {
    lines.push("The demo shop is already there; nothing to seed.");
  }
  const admin = summary.admin;
  if (admin?.created) lines.push(`Admin account ${admin.username} created from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  else if (admin && admin.role !== "admin") {
    lines.push(
      `ADMIN_USERNAME ${admin.username} is an existing ${admin.role} account, left unchanged; ` +
        `promote it with \`npm run admin:create -- --username ${admin.username}\`.`,
    );
  }
  if (summary.adminMissing) lines.push(NO_ADMIN_HINT);
  return lines;
}

export const ADMIN_CREATE_USAGE = "Usage: npm run admin:create -- --username NAME [--email EMAIL]";

/** The options of `npm run admin:create`: --username NAME (required) and --email EMAIL. */
export function parseAdminCreateArgs(args: string[]): { username: string; email?: string } {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index].split(/=(.*)/s, 2);
    if (flag !== "--username" && flag !== "--email") throw new SeedConfigError(`Unknown option ${args[index]}. ${ADMIN_CREATE_USAGE}`);
    const value = inline ?? args[++index];
    if (!value || value.startsWith("--")) throw new SeedConfigError(`${flag} needs a value. ${ADMIN_CREATE_USAGE}`);
    options[flag.slice(2)] = value;
  }
  if (!options.username) throw new SeedConfigError(`--username is required. ${ADMIN_CREATE_USAGE}`);
  return { username: options.username, email: options.email };
}

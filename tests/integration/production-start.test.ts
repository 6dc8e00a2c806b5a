import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import {
  bootstrapDatabase,
  createOrPromoteAdmin,
  decideSeeding,
  describeBootstrap,
  ensureAdmin,
  NO_ADMIN_HINT,
  parseAdminCreateArgs,
  SeedConfigError,
} from "@/scripts/seed/bootstrap";

const uploads = mkdtempSync(join(tmpdir(), "production-start-uploads-"));
process.env.UPLOADS_DIR = uploads;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

// What `npm start` seeds, decided from an environment given explicitly (the test database
// itself is whichever the suite runs on).
const SERVER = { DATABASE_URL: "postgres://shop@db.example.com/shop" };
const OWNER = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "a long shopkeeping passphrase" };

async function count(table: "products" | "users" | "orders"): Promise<number> {
  const result = await (await getDb()).execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return rowsOf<{ n: number }>(result)[0].n;
}

async function user(username: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.username, username));
  return row;
}

describe("decideSeeding", () => {
  it("seeds the demo with admin / admin1234 on the embedded database, or the ADMIN_* sign-in", () => {
    expect(decideSeeding({})).toEqual({ demo: true, demoAdmin: { username: "admin", password: "admin1234" } });
    expect(decideSeeding({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short1" })).toEqual({
      demo: true,
      demoAdmin: { username: "boss", password: "short1" },
    });
  });

  it("seeds nothing on DATABASE_URL unless asked, and never a default admin", () => {
    expect(decideSeeding(SERVER)).toEqual({ demo: false, admin: undefined });
    expect(decideSeeding({ ...SERVER, SEED_DEMO: "1" })).toEqual({ demo: true, admin: undefined });
    expect(decideSeeding({ ...SERVER, ...OWNER })).toEqual({
      demo: false,
      admin: { username: "owner", password: OWNER.ADMIN_PASSWORD, email: undefined },
    });
  });

  it("follows the DATABASE_URL rules when the embedded demo is turned off", () => {
    expect(decideSeeding({ SEED_DEMO: "0" })).toEqual({ demo: false, admin: undefined });
  });

  it("refuses short or half-given admin settings and unknown SEED_DEMO values", () => {
    expect(() => decideSeeding({ ...SERVER, ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "admin1234" })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => decideSeeding({ ...SERVER, ADMIN_PASSWORD: "a long shopkeeping passphrase" })).toThrow(
      "Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.",
    );
    expect(() => decideSeeding({ ...SERVER, ...OWNER, ADMIN_USERNAME: "no spaces allowed" })).toThrow(/ADMIN_USERNAME/);
    expect(() => decideSeeding({ ...SERVER, ...OWNER, ADMIN_EMAIL: "not-an-email" })).toThrow(/ADMIN_EMAIL/);
    expect(() => decideSeeding({ ...SERVER, SEED_DEMO: "yes" })).toThrow(SeedConfigError);
  });
});

describe("parseAdminCreateArgs", () => {
  it("reads --username and --email in both spellings", () => {
    expect(parseAdminCreateArgs(["--username", "ops", "--email=ops@shop.test"])).toEqual({ username: "ops", email: "ops@shop.test" });
    expect(parseAdminCreateArgs(["--username=ops"])).toEqual({ username: "ops", email: undefined });
  });

  it("refuses a missing username, a missing value or an unknown option", () => {
    expect(() => parseAdminCreateArgs([])).toThrow(/--username is required/);
    expect(() => parseAdminCreateArgs(["--username"])).toThrow(/needs a value/);
    expect(() => parseAdminCreateArgs(["--username", "ops", "--role", "admin"])).toThrow(/Unknown option --role/);
  });
});

// One database for the whole sequence: each step starts from what the previous one left.
describe("starting on DATABASE_URL", () => {
  it("seeds nothing without SEED_DEMO and says how to make the first admin", async () => {
    const summary = await bootstrapDatabase(await getDb(), decideSeeding(SERVER));
    expect(summary).toEqual({ demo: undefined, admin: undefined, adminMissing: true });
    expect(describeBootstrap(summary)).toEqual([NO_ADMIN_HINT]);
    expect(await count("products")).toBe(0);
    expect(await count("users")).toBe(0);
    expect(await count("orders")).toBe(0);
  });

  it("creates the ADMIN_* admin once, with that password", async () => {
    const plan = decideSeeding({ ...SERVER, ...OWNER });
    const first = await bootstrapDatabase(await getDb(), plan);
    expect(first).toMatchObject({ admin: { username: "owner", created: true }, adminMissing: false });
    const owner = await user("owner");
    expect(owner.role).toBe("admin");
    expect(await verifyPassword(owner.passwordHash, OWNER.ADMIN_PASSWORD)).toBe(true);

    const again = await bootstrapDatabase(await getDb(), plan);
    expect(again.admin).toEqual({ username: "owner", created: false, role: "admin" });
    expect(await count("users")).toBe(1);
    expect(await count("products")).toBe(0);
  });

  it("seeds the demo with SEED_DEMO=1, but no admin / admin1234", async () => {
    const summary = await bootstrapDatabase(await getDb(), decideSeeding({ ...SERVER, ...OWNER, SEED_DEMO: "1" }), {
      imageSize: "tiny",
    });
    expect(summary.demo).toMatchObject({ created: true, admin: undefined });
    expect(await count("products")).toBeGreaterThanOrEqual(60);
    expect(await count("orders")).toBeGreaterThanOrEqual(100);
    expect(await user("admin")).toBeUndefined();
    const admins = await (await getDb()).select().from(users).where(eq(users.role, "admin"));
    expect(admins.map((row) => row.username)).toEqual(["owner"]);
    for (const row of await (await getDb()).select().from(users)) {
      expect(await verifyPassword(row.passwordHash, "admin1234")).toBe(false);
    }
  }, 120_000);

  it("leaves an existing account of the ADMIN_USERNAME name as it is", async () => {
    const result = await ensureAdmin(await getDb(), { username: "alice", password: "a long owner passphrase" });
    expect(result).toEqual({ created: false, role: "customer" });
    const alice = await user("alice");
    expect(alice.role).toBe("customer");
    expect(await verifyPassword(alice.passwordHash, "alice1234")).toBe(true);
    expect(describeBootstrap({ admin: { username: "alice", ...result }, adminMissing: false })[0]).toMatch(
      /existing customer account, left unchanged/,
    );
  });
});

describe("npm run admin:create", () => {
  const never = () => {
    throw new Error("no password should be asked for");
  };

  it("promotes an existing account, keeping its password", async () => {
    expect(await createOrPromoteAdmin(await getDb(), { username: "Alice", password: never })).toBe("promoted");
    const alice = await user("alice");
    expect(alice.role).toBe("admin");
    expect(await verifyPassword(alice.passwordHash, "alice1234")).toBe(true);
    expect(await createOrPromoteAdmin(await getDb(), { username: "alice", password: never })).toBe("already-admin");
  });

  it("creates a new admin with the given password and e-mail", async () => {
    const result = await createOrPromoteAdmin(await getDb(), {
      username: "ops",
      email: "ops@shop.test",
      password: async () => "another long passphrase",
    });
    expect(result).toBe("created");
    const ops = await user("ops");
    expect(ops).toMatchObject({ role: "admin", email: "ops@shop.test" });
    expect(await verifyPassword(ops.passwordHash, "another long passphrase")).toBe(true);
  });

  it("refuses a short password and creates nothing", async () => {
    await expect(createOrPromoteAdmin(await getDb(), { username: "intern", password: () => "admin1234" })).rejects.toThrow(
      "The password must be at least 12 characters.",
    );
    expect(await user("intern")).toBeUndefined();
  });

  it("refuses a common password, or one containing the username, and creates nothing", async () => {
    for (const password of ["qwertyuiop123", "intern-on-duty-2026"])
      await expect(createOrPromoteAdmin(await getDb(), { username: "intern", password: () => password })).rejects.toThrow(
        /The admin password (is too common|must not contain your username)/,
      );
    expect(await user("intern")).toBeUndefined();
  });

  it("refuses an e-mail another account has", async () => {
    await expect(
      createOrPromoteAdmin(await getDb(), { username: "ops2", email: "OPS@shop.test", password: () => "another long passphrase" }),
    ).rejects.toThrow(/belongs to another account/);
    expect(await user("ops2")).toBeUndefined();
  });
});

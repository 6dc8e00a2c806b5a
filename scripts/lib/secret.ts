import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const SECRET_FILE = ".data/auth-secret";

/**
 * next-auth signs sessions with NEXTAUTH_SECRET. For a zero-configuration first run we make one
 * per installation and keep it under .data/ (never committed). Several instances must share
 * one: set NEXTAUTH_SECRET in their environment instead.
 */
export function ensureAuthSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (!existsSync(SECRET_FILE)) {
    mkdirSync(dirname(SECRET_FILE), { recursive: true });
    writeFileSync(SECRET_FILE, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(SECRET_FILE, "utf8").trim();
}

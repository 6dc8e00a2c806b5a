import "server-only";
import { UnauthorizedError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { currentRequest } from "@/lib/observability/request-context";
import { findCredentials } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import { hashPassword, verifyPassword } from "./password";
import { beginLoginAttempt } from "./rate-limit";

/** One message for every wrong credential: it never says which part was wrong. */
export const INVALID_CREDENTIALS = "Invalid username or password";

let decoyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash so an unknown username costs as long as a wrong password. */
async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy-password-for-unknown-users");
  await verifyPassword(await decoyHash, password);
}

/** Checks a username and password (rate-limited per username and per IP); 401 or 429 otherwise. */
export async function logIn(credentials: {
  username: string;
  password: string;
  ip?: string;
}): Promise<SessionSubject> {
  const attempt = await beginLoginAttempt(credentials.username, credentials.ip);
  const found = await findCredentials(credentials.username);
  if (!found) {
    await spendVerificationTime(credentials.password);
    log.info({ event: "auth.login_failed", reason: "unknown-user" }, "Sign-in failed");
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  const { passwordHash, ...user } = found;
  if (!(await verifyPassword(passwordHash, credentials.password))) {
    log.info({ event: "auth.login_failed", reason: "wrong-password", accountId: user.id }, "Sign-in failed");
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  // The sign-in's own log line names who signed in (the guard does so for later requests).
  const served = currentRequest();
  if (served) served.userId = user.id;
  return user;
}

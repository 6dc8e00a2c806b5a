import "server-only";
import { UnauthorizedError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { currentRequest } from "@/lib/observability/request-context";
import { findCredentials } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import { hashPassword, verifyPassword } from "./password";
import type { SecondStepRequired } from "@/lib/two-step/contract";
import { secondStepFor } from "@/lib/two-step/sign-in";
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

/** A password sign-in's outcome: the user, and the second step it still needs before a session, if any. */
export type PasswordSignIn = { user: SessionSubject; secondStep?: SecondStepRequired };

/**
 * POST /auth/login's service: the password (`logIn`), then, for an account with two-step
 * sign-in, no session but a ticket for the second step (lib/two-step).
 */
export async function passwordSignIn(
  credentials: { username: string; password: string; ip?: string },
  remember: boolean,
): Promise<PasswordSignIn> {
  const user = await logIn(credentials);
  const secondStep = await secondStepFor(user, remember);
  return secondStep ? { user, secondStep } : { user };
}

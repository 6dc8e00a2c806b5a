import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userPasskeys } from "@/db/schema";
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { SITE_NAME, siteUrl } from "@/lib/site";
import type { SessionUser } from "@/lib/users/types";
import { storeChallenge, takeChallenge, type ChallengePurpose } from "./challenges";
import { PASSKEY_INVALID, type CredentialJson, type PasskeySummary, type WebAuthnOptions } from "./contract";

const LOOPBACK_IPS = new Set(["127.0.0.1", "[::1]"]);

/**
 * The relying party: its ID is the host of the site's address (SITE_URL / NEXTAUTH_URL) and
 * the browser's origin must be that address. An IP address cannot be an RP ID, so a shop
 * addressed as a loopback IP (the end-to-end server) offers passkeys at http://localhost:PORT.
 */
export function relyingParty(): { id: string; name: string; origins: string[] } {
  const site = new URL(siteUrl());
  if (LOOPBACK_IPS.has(site.hostname)) {
    const localhost = new URL(site.href);
    localhost.hostname = "localhost";
    return { id: "localhost", name: SITE_NAME, origins: [localhost.origin, site.origin] };
  }
  return { id: site.hostname, name: SITE_NAME, origins: [site.origin] };
}

/** The user handle a passkey stores: the account's id, so a sign-in knows whose it is. */
const userHandle = (userId: number) => new TextEncoder().encode(`user:${userId}`);
const userHandleBase64 = (userId: number) => Buffer.from(userHandle(userId)).toString("base64url");

/** ES256 (every platform authenticator) and RS256 (Windows Hello); nothing that Node cannot verify. */
const ALGORITHMS = [-7, -257];

async function credentialsOf(userId: number) {
  const db = await getDb();
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.id));
}

/** The signed-in user's passkeys, oldest first. */
export async function listPasskeys(userId: number): Promise<PasskeySummary[]> {
  return (await credentialsOf(userId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  }));
}

/** Options to create a discoverable passkey with user verification; the challenge is kept for `registerPasskey`. */
export async function passkeyRegistrationOptions(
  user: Pick<SessionUser, "id" | "username" | "firstName" | "lastName">,
): Promise<WebAuthnOptions<PublicKeyCredentialCreationOptionsJSON>> {
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    attestationType: "none",
    excludeCredentials: (await credentialsOf(user.id)).map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return { challengeId: await storeChallenge("register", user.id, options.challenge), options };
}

/** Verifies a new passkey's attestation against the stored challenge and keeps it under `name`. */
export async function registerPasskey(
  userId: number,
  input: { challengeId: string; name: string; credential: CredentialJson },
): Promise<PasskeySummary> {
  const challenge = await takeChallenge(input.challengeId, "register", userId);
  if (!challenge) throw new BadRequestError("The passkey request has expired. Try again.");
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      // Shape checked by the contract; the library checks every byte of it against the challenge.
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    log.info(
      {
        event: "auth.passkey_rejected",
        stage: "register",
        accountId: userId,
        reason: (error as Error).message,
      },
      "Passkey registration rejected",
    );
    throw new BadRequestError("The passkey could not be verified. Try again.");
  }
  if (!verification.verified) throw new BadRequestError("The passkey could not be verified. Try again.");
  const info = verification.registrationInfo;
  const db = await getDb();
  const [row] = await db
    .insert(userPasskeys)
    .values({
      userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      name: input.name,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError("That passkey is already registered");
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: null,
    backedUp: row.backedUp,
  };
}

/** Renames one of the user's passkeys. */
export async function renamePasskey(userId: number, id: number, name: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .update(userPasskeys)
    .set({ name })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  if (!row) throw new NotFoundError("Passkey not found");
}

/** Removes one of the user's passkeys; 404 when it is not theirs. */
export async function removePasskey(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  if (!row) throw new NotFoundError("Passkey not found");
}

/**
 * Options to sign in with a passkey: usernameless (no user: the authenticator offers its
 * discoverable credentials) or, for a second step, limited to that user's passkeys.
 */
export async function passkeySignInOptions(
  userId: number | null,
): Promise<WebAuthnOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const rp = relyingParty();
  const allow =
    userId === null
      ? undefined
      : (await credentialsOf(userId)).map((row) => ({ id: row.credentialId, transports: row.transports }));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allow,
  });
  const purpose: ChallengePurpose = userId === null ? "sign_in" : "second_step";
  return { challengeId: await storeChallenge(purpose, userId, options.challenge), options };
}

/**
 * Verifies a passkey assertion against its stored challenge and answers whose passkey it is.
 * `userId` null: a sign-in of its own (any registered passkey); else it must be that user's.
 * The signature counter is stored, and one that did not grow is refused (by the library), as
 * a cloned authenticator would show; authenticators that keep no counter send 0 each time.
 */
export async function verifyPasskeyAssertion(input: {
  challengeId: string;
  credential: CredentialJson;
  userId: number | null;
}): Promise<number> {
  const purpose: ChallengePurpose = input.userId === null ? "sign_in" : "second_step";
  const challenge = await takeChallenge(input.challengeId, purpose, input.userId);
  if (!challenge) throw new UnauthorizedError(PASSKEY_INVALID);
  const db = await getDb();
  const [stored] = await db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.credentialId, input.credential.id))
    .limit(1);
  const response = input.credential as unknown as AuthenticationResponseJSON;
  const rejected = (reason: string) => {
    log.info(
      { event: "auth.passkey_rejected", stage: purpose, accountId: stored?.userId, reason },
      "Passkey sign-in rejected",
    );
    return new UnauthorizedError(PASSKEY_INVALID);
  };
  if (!stored || (input.userId !== null && stored.userId !== input.userId))
    throw rejected("unknown-credential");
  if (response.response.userHandle && response.response.userHandle !== userHandleBase64(stored.userId))
    throw rejected("user-handle-mismatch");
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw rejected((error as Error).message);
  }
  if (!verification.verified) throw rejected("not-verified");
  await db
    .update(userPasskeys)
    .set({
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: sql`now()`,
    })
    .where(eq(userPasskeys.id, stored.id));
  return stored.userId;
}

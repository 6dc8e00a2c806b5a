import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userPasskeys, webauthnChallenges } from "@/db/schema";
import { POST as login } from "@/app/auth/login/route";
import { POST as secondStep } from "@/app/auth/login/second-step/route";
import { POST as secondStepOptions } from "@/app/auth/login/second-step/passkey/route";
import { POST as passkeyOptions } from "@/app/auth/passkey/options/route";
import { POST as passkeySignIn } from "@/app/auth/passkey/route";
import { POST as registrationOptions } from "@/app/api/account/passkeys/options/route";
import { GET as listPasskeys, POST as registerPasskey } from "@/app/api/account/passkeys/route";
import { DELETE as removePasskey, PATCH as renamePasskey } from "@/app/api/account/passkeys/[id]/route";
import { readSessionToken } from "@/lib/auth/token";
import type { PasskeySummary, SecondStepRequired } from "@/lib/two-step/contract";
import { relyingParty } from "@/lib/two-step/passkeys";
import { PASSKEY_SIGN_IN_LIMIT_PER_IP } from "@/lib/two-step/sign-in";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { FLAGS, softAuthenticator, type SoftAuthenticator } from "./webauthn-authenticator";

const PASSWORD = "plum-orbit-ladder-42";
let nextIp = 1;
const freshIp = () => ({ "x-forwarded-for": `10.8.${Math.floor(nextIp / 250)}.${nextIp++ % 250}` });

type Handler<P extends Record<string, string>> = (r: Request, c: { params: Promise<P> }) => Promise<Response>;
const call = <P extends Record<string, string>>(
  handler: Handler<P>,
  path: string,
  options: Parameters<typeof apiRequest>[1],
  params = {} as P,
) => handler(apiRequest(path, options), routeContext(params));

type CreationOptions = {
  challengeId: string;
  options: {
    challenge: string;
    rp: { id?: string; name: string };
    user: { id: string; name: string };
    authenticatorSelection?: Record<string, unknown>;
    excludeCredentials?: { id: string }[];
  };
};
type RequestOptions = {
  challengeId: string;
  options: {
    challenge: string;
    rpId?: string;
    userVerification?: string;
    allowCredentials?: { id: string }[];
  };
};

const { id: RP_ID, origins } = relyingParty();
const ORIGIN = origins[0];

async function register(
  user: TestUser,
  token: string,
  name = "Laptop",
): Promise<{ authenticator: SoftAuthenticator; passkey: PasskeySummary }> {
  const authenticator = softAuthenticator();
  const { challengeId, options } = await json<CreationOptions>(
    await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
  );
  const credential = authenticator.register(options, ORIGIN);
  const response = await call(registerPasskey, "/api/account/passkeys", {
    method: "POST",
    token,
    body: { challengeId, name, credential },
  });
  expect(response.status).toBe(201);
  return { authenticator, passkey: await json<PasskeySummary>(response) };
}

async function usernamelessOptions(): Promise<RequestOptions> {
  return json<RequestOptions>(await call(passkeyOptions, "/auth/passkey/options", { method: "POST" }));
}

describe("registering a passkey in the profile", () => {
  it("offers options for a discoverable credential with user verification, and keeps the verified passkey", async () => {
    const user = await createUser({ password: PASSWORD });
    const token = await tokenFor(user);
    const response = await call(registrationOptions, "/api/account/passkeys/options", {
      method: "POST",
      token,
    });
    expect(response.status).toBe(200);
    const { options } = await json<CreationOptions>(response);
    expect(options.rp).toEqual({ id: RP_ID, name: "eCommerce" });
    expect(options.user.name).toBe(user.username);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });

    const { passkey } = await register(user, token, "  Work laptop ");
    expect(passkey).toEqual({
      id: expect.any(Number),
      name: "Work laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: false,
    });
    const listed = await json<PasskeySummary[]>(await call(listPasskeys, "/api/account/passkeys", { token }));
    expect(listed).toEqual([passkey]);

    // A second one excludes the first from being registered again.
    const again = await json<CreationOptions>(
      await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
    );
    expect(again.options.excludeCredentials).toHaveLength(1);
  });

  it("refuses a reused challenge, another origin, and a credential without user verification", async () => {
    const user = await createUser({ password: PASSWORD });
    const token = await tokenFor(user);
    const first = await json<CreationOptions>(
      await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
    );
    const authenticator = softAuthenticator();
    const credential = authenticator.register(first.options, ORIGIN);
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId: first.challengeId, name: "A", credential },
        })
      ).status,
    ).toBe(201);
    const reused = await call(registerPasskey, "/api/account/passkeys", {
      method: "POST",
      token,
      body: {
        challengeId: first.challengeId,
        name: "A",
        credential: softAuthenticator().register(first.options, ORIGIN),
      },
    });
    expect(reused.status).toBe(400);

    const second = await json<CreationOptions>(
      await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
    );
    const foreign = softAuthenticator().register(second.options, "https://evil.example");
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId: second.challengeId, name: "B", credential: foreign },
        })
      ).status,
    ).toBe(400);

    const third = await json<CreationOptions>(
      await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
    );
    const unverified = softAuthenticator().register(
      third.options,
      ORIGIN,
      FLAGS.userPresent | FLAGS.attestedData,
    );
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId: third.challengeId, name: "C", credential: unverified },
        })
      ).status,
    ).toBe(400);
  });

  it("answers 400 to bad input and 401 without a session", async () => {
    const user = await createUser({ password: PASSWORD });
    const token = await tokenFor(user);
    const { challengeId, options } = await json<CreationOptions>(
      await call(registrationOptions, "/api/account/passkeys/options", { method: "POST", token }),
    );
    const credential = softAuthenticator().register(options, ORIGIN);
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId, name: "", credential },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId: "nope", name: "A", credential },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          token,
          body: { challengeId, name: "A", credential: { id: "x" } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(registrationOptions, "/api/account/passkeys/options", { method: "POST" })).status,
    ).toBe(401);
    expect((await call(listPasskeys, "/api/account/passkeys", {})).status).toBe(401);
    expect(
      (
        await call(registerPasskey, "/api/account/passkeys", {
          method: "POST",
          body: { challengeId, name: "A", credential },
        })
      ).status,
    ).toBe(401);
  });

  it("renames and removes only the user's own passkeys", async () => {
    const owner = await createUser({ password: PASSWORD });
    const other = await createUser({ password: PASSWORD });
    const ownerToken = await tokenFor(owner);
    const otherToken = await tokenFor(other);
    const { passkey } = await register(owner, ownerToken);
    const path = `/api/account/passkeys/${passkey.id}`;
    const params = { id: String(passkey.id) };
    expect(
      (
        await call(
          renamePasskey,
          path,
          { method: "PATCH", token: ownerToken, body: { name: "Phone" } },
          params,
        )
      ).status,
    ).toBe(204);
    expect(
      (await call(renamePasskey, path, { method: "PATCH", token: ownerToken, body: { name: "" } }, params))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          renamePasskey,
          path,
          { method: "PATCH", token: otherToken, body: { name: "Mine" } },
          params,
        )
      ).status,
    ).toBe(404);
    expect((await call(removePasskey, path, { method: "DELETE", token: otherToken }, params)).status).toBe(
      404,
    );
    expect((await call(removePasskey, path, { method: "DELETE" }, params)).status).toBe(401);
    expect(
      (
        await call(
          removePasskey,
          "/api/account/passkeys/abc",
          { method: "DELETE", token: ownerToken },
          { id: "abc" },
        )
      ).status,
    ).toBe(400);
    const listed = await json<PasskeySummary[]>(
      await call(listPasskeys, "/api/account/passkeys", { token: ownerToken }),
    );
    expect(listed.map((p) => p.name)).toEqual(["Phone"]);
    expect((await call(removePasskey, path, { method: "DELETE", token: ownerToken }, params)).status).toBe(
      204,
    );
    expect(await json(await call(listPasskeys, "/api/account/passkeys", { token: ownerToken }))).toEqual([]);
  });
});

describe("signing in with a passkey alone", () => {
  it("a verified assertion for a usernameless challenge starts a session and counts the signature counter", async () => {
    const user = await createUser({ password: PASSWORD });
    const { authenticator } = await register(user, await tokenFor(user));
    const { challengeId, options } = await usernamelessOptions();
    expect(options.rpId).toBe(RP_ID);
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);

    const credential = authenticator.assert(options.challenge, RP_ID, ORIGIN);
    const response = await call(passkeySignIn, "/auth/passkey", {
      method: "POST",
      body: { challengeId, credential, remember: false },
      headers: freshIp(),
    });
    expect(response.status).toBe(200);
    const body = await json<{ role: string; username: string; token: string }>(response);
    expect(body).toEqual({ role: "customer", username: user.username, token: expect.any(String) });
    expect(await readSessionToken(body.token)).toMatchObject({ userId: user.id, remember: false });
    expect(response.headers.get("set-cookie")).toContain("next-auth.session-token=");

    const db = await getDb();
    const [stored] = await db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();

    // The challenge was used once: the same answer again is refused.
    const replay = await call(passkeySignIn, "/auth/passkey", {
      method: "POST",
      body: { challengeId, credential },
      headers: freshIp(),
    });
    expect(replay.status).toBe(401);
  });

  it("refuses a counter that did not grow (a cloned authenticator), no user verification, a wrong challenge, an expired one", async () => {
    const user = await createUser({ password: PASSWORD });
    const { authenticator } = await register(user, await tokenFor(user));
    const first = await usernamelessOptions();
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: {
            challengeId: first.challengeId,
            credential: authenticator.assert(first.options.challenge, RP_ID, ORIGIN, { counter: 5 }),
          },
          headers: freshIp(),
        })
      ).status,
    ).toBe(200);

    const cloned = await usernamelessOptions();
    const stale = authenticator.assert(cloned.options.challenge, RP_ID, ORIGIN, { counter: 5 });
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: { challengeId: cloned.challengeId, credential: stale },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);

    const noUv = await usernamelessOptions();
    const unverified = authenticator.assert(noUv.options.challenge, RP_ID, ORIGIN, {
      flags: FLAGS.userPresent,
    });
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: { challengeId: noUv.challengeId, credential: unverified },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);

    const other = await usernamelessOptions();
    const another = await usernamelessOptions();
    const mismatched = authenticator.assert(other.options.challenge, RP_ID, ORIGIN);
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: { challengeId: another.challengeId, credential: mismatched },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);

    const late = await usernamelessOptions();
    const db = await getDb();
    await db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.id, late.challengeId));
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: {
            challengeId: late.challengeId,
            credential: authenticator.assert(late.options.challenge, RP_ID, ORIGIN),
          },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);

    const unknown = await usernamelessOptions();
    const stranger = softAuthenticator();
    stranger.userHandle = authenticator.userHandle;
    expect(
      (
        await call(passkeySignIn, "/auth/passkey", {
          method: "POST",
          body: {
            challengeId: unknown.challengeId,
            credential: stranger.assert(unknown.options.challenge, RP_ID, ORIGIN),
          },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);
  });

  it("answers 400 to bad input and limits failures per address (429)", async () => {
    expect(
      (await call(passkeySignIn, "/auth/passkey", { method: "POST", body: { challengeId: "x" } })).status,
    ).toBe(400);
    expect((await call(passkeySignIn, "/auth/passkey", { method: "POST", body: "{" })).status).toBe(400);
    const headers = freshIp();
    const stranger = softAuthenticator();
    for (let i = 0; i < PASSKEY_SIGN_IN_LIMIT_PER_IP; i++) {
      const { challengeId, options } = await usernamelessOptions();
      const response = await call(passkeySignIn, "/auth/passkey", {
        method: "POST",
        body: { challengeId, credential: stranger.assert(options.challenge, RP_ID, ORIGIN) },
        headers,
      });
      expect(response.status).toBe(401);
    }
    const { challengeId, options } = await usernamelessOptions();
    const limited = await call(passkeySignIn, "/auth/passkey", {
      method: "POST",
      body: { challengeId, credential: stranger.assert(options.challenge, RP_ID, ORIGIN) },
      headers,
    });
    expect(limited.status).toBe(429);
  });
});

describe("a passkey as the second step", () => {
  it("after the password, the ticket's options name the account's passkeys and its assertion signs in", async () => {
    const user = await createUser({ password: PASSWORD });
    const { authenticator } = await register(user, await tokenFor(user));
    const half = await call(login, "/auth/login", {
      method: "POST",
      body: { username: user.username, password: PASSWORD },
      headers: freshIp(),
    });
    expect(half.status).toBe(401);
    const { secondStep: ticketed } = await json<SecondStepRequired>(half);
    expect(ticketed.methods).toEqual(["passkey"]);

    expect(
      (
        await call(secondStepOptions, "/auth/login/second-step/passkey", {
          method: "POST",
          body: { ticket: "y".repeat(43) },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(secondStepOptions, "/auth/login/second-step/passkey", { method: "POST", body: {} })).status,
    ).toBe(400);
    const optionsResponse = await call(secondStepOptions, "/auth/login/second-step/passkey", {
      method: "POST",
      body: { ticket: ticketed.ticket },
    });
    expect(optionsResponse.status).toBe(200);
    const { challengeId, options } = await json<RequestOptions>(optionsResponse);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentialId.toString("base64url"),
    ]);

    // Another account's passkey does not pass as this one's.
    const other = await createUser({ password: PASSWORD });
    const { authenticator: othersKey } = await register(other, await tokenFor(other));
    const wrongKey = await call(secondStep, "/auth/login/second-step", {
      method: "POST",
      body: {
        ticket: ticketed.ticket,
        method: "passkey",
        challengeId,
        credential: othersKey.assert(options.challenge, RP_ID, ORIGIN),
      },
      headers: freshIp(),
    });
    expect(wrongKey.status).toBe(401);

    // That failed answer used the challenge up: a new one for the right passkey.
    const retry = await json<RequestOptions>(
      await call(secondStepOptions, "/auth/login/second-step/passkey", {
        method: "POST",
        body: { ticket: ticketed.ticket },
      }),
    );
    const response = await call(secondStep, "/auth/login/second-step", {
      method: "POST",
      body: {
        ticket: ticketed.ticket,
        method: "passkey",
        challengeId: retry.challengeId,
        credential: authenticator.assert(retry.options.challenge, RP_ID, ORIGIN),
      },
      headers: freshIp(),
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ role: "customer", username: user.username });
  });

  it("a usernameless challenge cannot serve as a second step, nor a second-step one alone", async () => {
    const user = await createUser({ password: PASSWORD });
    const { authenticator } = await register(user, await tokenFor(user));
    const half = await json<SecondStepRequired>(
      await call(login, "/auth/login", {
        method: "POST",
        body: { username: user.username, password: PASSWORD },
        headers: freshIp(),
      }),
    );
    const usernameless = await usernamelessOptions();
    const crossed = await call(secondStep, "/auth/login/second-step", {
      method: "POST",
      body: {
        ticket: half.secondStep.ticket,
        method: "passkey",
        challengeId: usernameless.challengeId,
        credential: authenticator.assert(usernameless.options.challenge, RP_ID, ORIGIN),
      },
      headers: freshIp(),
    });
    expect(crossed.status).toBe(401);
    const ticketOptions = await json<RequestOptions>(
      await call(secondStepOptions, "/auth/login/second-step/passkey", {
        method: "POST",
        body: { ticket: half.secondStep.ticket },
      }),
    );
    const alone = await call(passkeySignIn, "/auth/passkey", {
      method: "POST",
      body: {
        challengeId: ticketOptions.challengeId,
        credential: authenticator.assert(ticketOptions.options.challenge, RP_ID, ORIGIN),
      },
      headers: freshIp(),
    });
    expect(alone.status).toBe(401);
  });
});

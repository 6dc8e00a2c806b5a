/** @jest-environment node */
import { decode } from "next-auth/jwt";
import { GET as cartRoute } from "@/app/api/cart/route";
import { POST as login } from "@/app/auth/login/route";
import { DELETE as logout } from "@/app/auth/logout/route";
import { PUT as changePassword } from "@/app/auth/password/route";
import { POST as signup } from "@/app/auth/signup/route";
import { authOptions } from "@/lib/auth/options";
import { SIGNUP_LIMIT } from "@/lib/auth/rate-limit";
import { apiRequest, createUser, json, routeContext, tokenFor } from "./account-fixtures";

const cart = (options: { token?: string; cookie?: string }) => cartRoute(apiRequest("/api/cart", options), routeContext());
const signOut = (options: { token?: string; cookie?: string }) =>
  logout(apiRequest("/auth/logout", { method: "DELETE", ...options }), routeContext());
const passwordChange = (token: string | undefined, body: unknown) =>
  changePassword(apiRequest("/auth/password", { method: "PUT", token, body }), routeContext());
const logIn = (username: string, password: string, remember = true) =>
  login(apiRequest("/auth/login", { method: "POST", body: { username, password, remember } }), routeContext());

async function lifetimeOf(token: string): Promise<number> {
  const payload = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
  return Number(payload?.exp) - Number(payload?.iat);
}

describe("logout", () => {
  it("ends this device's session (bearer and cookie alike); other devices stay signed in", async () => {
    const user = await createUser();
    const phone = await tokenFor(user);
    const laptop = await tokenFor(user);
    expect((await cart({ token: phone })).status).toBe(200);

    expect((await signOut({ token: laptop })).status).toBe(200);
    expect((await cart({ token: laptop })).status).toBe(401);
    expect((await cart({ cookie: laptop })).status).toBe(401);
    // Signing the others out is the profile's "Sign out all other devices".
    expect((await cart({ token: phone })).status).toBe(200);

    // Signing in again gives a token that works.
    const { token } = await json<{ token: string }>(await logIn(user.username, user.password));
    expect((await cart({ token })).status).toBe(200);
  });

  it("answers 200 to a caller who is not signed in, or sends garbage", async () => {
    expect((await signOut({})).status).toBe(200);
    expect((await signOut({ token: "garbage" })).status).toBe(200);
    expect((await signOut({ cookie: "x".repeat(5000) })).status).toBe(200);
  });

  it("makes next-auth's session refresh refuse the token (it then clears the cookie)", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const refresh = async () => {
      const payload = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
      // next-auth calls this on every GET /api/auth/session; a throw means "signed out".
      return authOptions.callbacks!.jwt!({ token: payload!, account: null, user: undefined as never });
    };
    await expect(refresh()).resolves.toMatchObject({ sub: String(user.id) });
    await signOut({ token });
    await expect(refresh()).rejects.toThrow("Session ended");
  });
});

describe("token lifetime", () => {
  it("is 30 days with 'Remember me' and hours without it", async () => {
    const user = await createUser();
    const remembered = await json<{ token: string }>(await logIn(user.username, user.password, true));
    const shortLived = await json<{ token: string }>(await logIn(user.username, user.password, false));
    expect(await lifetimeOf(remembered.token)).toBe(30 * 24 * 60 * 60);
    expect(await lifetimeOf(shortLived.token)).toBeLessThanOrEqual(12 * 60 * 60);
  });
});

describe("PUT /auth/password", () => {
  it("changes the password, ends the old tokens and answers a new one", async () => {
    const user = await createUser({ password: "first-pass-1" });
    const old = await tokenFor(user);
    const response = await passwordChange(old, { currentPassword: "first-pass-1", newPassword: "second-pass-2" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { token } = await json<{ token: string }>(response);

    expect((await cart({ token: old })).status).toBe(401);
    expect((await cart({ token })).status).toBe(200);
    expect((await logIn(user.username, "first-pass-1")).status).toBe(401);
    expect((await logIn(user.username, "second-pass-2")).status).toBe(200);
  });

  it("answers 401 signed out or with a wrong current password, 400 for a weak or unchanged one", async () => {
    const user = await createUser({ password: "keep-this-1" });
    const token = await tokenFor(user);
    expect((await passwordChange(undefined, { currentPassword: "keep-this-1", newPassword: "another-one-2" })).status).toBe(401);
    expect((await passwordChange(token, { currentPassword: "wrong-one-1", newPassword: "another-one-2" })).status).toBe(401);
    expect((await passwordChange(token, { currentPassword: "keep-this-1", newPassword: "short" })).status).toBe(400);
    expect((await passwordChange(token, { currentPassword: "keep-this-1", newPassword: "keep-this-1" })).status).toBe(400);
    expect((await passwordChange(token, "{ not json")).status).toBe(400);
    // Nothing changed: the token still works and the old password still signs in.
    expect((await cart({ token })).status).toBe(200);
    expect((await logIn(user.username, "keep-this-1")).status).toBe(200);
  });
});

describe("sign-up rate limit", () => {
  const signupFrom = (ip: string, n: number) => {
    const username = `signup_${ip.replaceAll(".", "_")}_${n}`;
    return signup(
      apiRequest("/auth/signup", {
        method: "POST",
        headers: { "x-forwarded-for": `203.0.113.${n}, ${ip}` },
        body: {
          username,
          email: `${username}@example.com`,
          firstName: "Sam",
          lastName: "Signup",
          phone: "+61 400 000 000",
          password: "signup-pass-1",
        },
      }),
      routeContext(),
    );
  };

  it(`answers 429 after ${SIGNUP_LIMIT.perIp} sign-ups from one address, whatever it claims to forward`, async () => {
    for (let n = 0; n < SIGNUP_LIMIT.perIp; n++) expect((await signupFrom("192.0.2.77", n)).status).toBe(201);
    const refused = await signupFrom("192.0.2.77", 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signupFrom("192.0.2.78", 0)).status).toBe(201);
  });
});

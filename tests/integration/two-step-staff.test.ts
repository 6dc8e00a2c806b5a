import { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { userTotp } from "@/db/schema";
import { POST as login } from "@/app/auth/login/route";
import { GET as activity } from "@/app/api/admin/activity/route";
import { GET as status } from "@/app/api/account/two-step/route";
import { NOT_PERMITTED, pageOrNotFound } from "@/lib/auth/session";
import type { TwoStepStatus } from "@/lib/two-step/contract";
import { staffSecondStepMissing, staffTwoStepRequired } from "@/lib/two-step/required";
import { sealTotpSecret } from "@/lib/two-step/secrets";
import { newTotpSecret } from "@/lib/two-step/totp-code";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { asCurrentRequest } from "./next-headers-stand-in";

jest.mock("next/headers", () => jest.requireActual("./next-headers-stand-in").nextHeaders);

const PASSWORD = "plum-orbit-ladder-42";
const setting = process.env.STAFF_TWO_STEP_REQUIRED;
afterEach(() => {
  process.env.STAFF_TWO_STEP_REQUIRED = setting;
});

async function turnOnApp(user: TestUser): Promise<void> {
  const db = await getDb();
  await db
    .insert(userTotp)
    .values({ userId: user.id, secretSealed: sealTotpSecret(newTotpSecret()), enabledAt: new Date() });
}

/** What an admin page's guard does for this token: the user, or the address it redirects to. */
async function adminPage(token: string): Promise<string> {
  asCurrentRequest(
    new NextRequest("http://localhost:3000/admin", {
      headers: { cookie: `next-auth.session-token=${token}` },
    }),
  );
  try {
    const user = await pageOrNotFound("dashboard");
    return `admin ${user.username}`;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return `redirect ${digest.split(";")[2]}`;
  }
}

describe("STAFF_TWO_STEP_REQUIRED", () => {
  it("is on by default outside the embedded demo, off on it, and the deployer's word wins", () => {
    expect(staffTwoStepRequired({ DATABASE_URL: "postgres://x/shop" })).toBe(true);
    expect(staffTwoStepRequired({})).toBe(false);
    expect(staffTwoStepRequired({ DATABASE_URL: "postgres://x/shop", STAFF_TWO_STEP_REQUIRED: "0" })).toBe(
      false,
    );
    expect(
      staffTwoStepRequired({ DATABASE_URL: "postgres://x/shop", STAFF_TWO_STEP_REQUIRED: "false" }),
    ).toBe(false);
    expect(staffTwoStepRequired({ STAFF_TWO_STEP_REQUIRED: "1" })).toBe(true);
    expect(staffTwoStepRequired({ STAFF_TWO_STEP_REQUIRED: "on" })).toBe(true);
  });

  it("when required: an admin without a second step signs in, but admin calls answer 403 and pages send them to the setup", async () => {
    process.env.STAFF_TWO_STEP_REQUIRED = "1";
    const admin = await createUser({ password: PASSWORD, role: "admin" });
    const signIn = await login(
      apiRequest("/auth/login", { method: "POST", body: { username: admin.username, password: PASSWORD } }),
      routeContext(),
    );
    expect(signIn.status).toBe(200);
    const { token } = await json<{ token: string }>(signIn);

    const call = await activity(apiRequest("/api/admin/activity", { token }), routeContext());
    expect(call.status).toBe(403);
    expect(await json(call)).toEqual({ detail: expect.stringContaining("two-step sign-in") });
    expect(await adminPage(token)).toBe("redirect /profile#two-step");
    const shown = await json<TwoStepStatus>(
      await status(apiRequest("/api/account/two-step", { token }), routeContext()),
    );
    expect(shown.requiredButMissing).toBe(true);

    await turnOnApp(admin);
    expect((await activity(apiRequest("/api/admin/activity", { token }), routeContext())).status).toBe(200);
    expect(await adminPage(token)).toBe(`admin ${admin.username}`);
    const after = await json<TwoStepStatus>(
      await status(apiRequest("/api/account/two-step", { token }), routeContext()),
    );
    expect(after.requiredButMissing).toBe(false);
  });

  it("when required: applies to sellers, never to customers", async () => {
    process.env.STAFF_TWO_STEP_REQUIRED = "1";
    const seller = await createUser({ password: PASSWORD, role: "seller" });
    const customer = await createUser({ password: PASSWORD });
    expect(await staffSecondStepMissing(seller)).toBe(true);
    expect(await staffSecondStepMissing(customer)).toBe(false);
    // A customer stays a customer: 403 for want of the permission, and pages are not found.
    const token = await tokenFor(customer);
    const call = await activity(apiRequest("/api/admin/activity", { token }), routeContext());
    expect(await json(call)).toEqual({ detail: NOT_PERMITTED });
    expect(await adminPage(token)).toBe("redirect /404");
  });

  it("when not required: an admin with the password alone uses the admin", async () => {
    process.env.STAFF_TWO_STEP_REQUIRED = "0";
    const admin = await createUser({ password: PASSWORD, role: "admin" });
    const token = await tokenFor(admin);
    expect((await activity(apiRequest("/api/admin/activity", { token }), routeContext())).status).toBe(200);
    expect(await adminPage(token)).toBe(`admin ${admin.username}`);
    expect(await staffSecondStepMissing(admin)).toBe(false);
  });
});

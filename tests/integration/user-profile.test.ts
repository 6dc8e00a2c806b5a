import { GET as getUser, PATCH as patchUser } from "@/app/api/user/[userName]/route";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";

let customer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
  admin = await createUser({ role: "admin" });
});

const patch = async (
  userName: string,
  body: unknown,
  options: { token?: string; cookie?: string; origin?: string } = {},
) =>
  patchUser(
    apiRequest(`/api/user/${encodeURIComponent(userName)}`, { method: "PATCH", body, ...options }),
    routeContext({ userName }),
  );

describe("PATCH /api/user/{userName}", () => {
  it("changes the user's own names and phone, trimmed, and GET shows them afterwards", async () => {
    const token = await tokenFor(customer);
    const response = await patch(
      customer.username.toUpperCase(),
      {
        firstName: "  Ada ",
        lastName: "Lovelace",
        phone: "+61 411 222 333",
      },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await json<Record<string, unknown>>(response);
    expect(body).toMatchObject({
      username: customer.username,
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+61 411 222 333",
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const read = await getUser(
      apiRequest(`/api/user/${customer.username}`, { token }),
      routeContext({ userName: customer.username }),
    );
    expect(await json(read)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+61 411 222 333",
      email: customer.email,
    });
  });

  it("changes only the fields sent", async () => {
    const token = await tokenFor(customer);
    const response = await patch(customer.username, { lastName: "Byron" }, { token });
    expect(await json(response)).toMatchObject({
      firstName: "Ada",
      lastName: "Byron",
      phone: "+61 411 222 333",
    });
  });

  it("answers 401 signed out", async () => {
    expect((await patch(customer.username, { firstName: "Eve" })).status).toBe(401);
  });

  it("answers 404 for another user's name, even to an admin, and changes nothing", async () => {
    const forOther = await patch(
      other.username,
      { firstName: "Mallory" },
      { token: await tokenFor(customer) },
    );
    const forNobody = await patch(
      "no_such_user",
      { firstName: "Mallory" },
      { token: await tokenFor(customer) },
    );
    expect(forOther.status).toBe(404);
    expect(await json(forOther)).toEqual(await json(forNobody));
    expect(
      (await patch(other.username, { firstName: "Mallory" }, { token: await tokenFor(admin) })).status,
    ).toBe(404);
    const read = await getUser(
      apiRequest(`/api/user/${other.username}`, { token: await tokenFor(other) }),
      routeContext({ userName: other.username }),
    );
    expect(await json(read)).toMatchObject({ firstName: "Test" });
  });

  it.each([
    [{ firstName: "" }, /firstName: First name is required/],
    [{ lastName: "x".repeat(51) }, /lastName: Last name must be at most 50/],
    [{ phone: "call me" }, /phone: Phone may contain only digits/],
    [{}, /Nothing to change/],
    [{ email: "new@example.com" }, /email/],
    [{ role: "admin" }, /role/],
  ])("answers 400 naming the field for %j", async (body, detail) => {
    const response = await patch(customer.username, body, { token: await tokenFor(customer) });
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toMatch(detail);
  });

  it("refuses a cookie-authenticated change from a foreign site (403)", async () => {
    const cookie = await tokenFor(customer);
    const response = await patch(
      customer.username,
      { firstName: "Evil" },
      { cookie, origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    const same = await patch(
      customer.username,
      { firstName: "Ada" },
      { cookie, origin: "http://localhost:3000" },
    );
    expect(same.status).toBe(200);
  });
});

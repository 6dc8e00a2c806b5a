import { GET as getUser } from "@/app/api/user/[userName]/route";
import { GET as listUsers } from "@/app/api/user/route";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";

let customer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createUser({ username: "Carol" });
  other = await createUser({ username: "dave" });
  admin = await createUser({ username: "boss", role: "admin" });
});

const fetchUser = async (userName: string, token?: string) =>
  getUser(apiRequest(`/api/user/${encodeURIComponent(userName)}`, { token }), routeContext({ userName }));

describe("GET /api/user", () => {
  it("lists every user for an admin, without password hashes", async () => {
    const response = await listUsers(
      apiRequest("/api/user", { token: await tokenFor(admin) }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown>[]>(response);
    expect(body.map((user) => user.username)).toEqual(expect.arrayContaining(["Carol", "dave", "boss"]));
    expect(body[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      email: expect.any(String),
      firstName: "Test",
      lastName: "User",
      phone: expect.any(String),
      role: expect.stringMatching(/customer|seller|admin/),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it("answers 401 when signed out and 403 for a customer", async () => {
    expect((await listUsers(apiRequest("/api/user"), routeContext())).status).toBe(401);
    const forbidden = await listUsers(
      apiRequest("/api/user", { token: await tokenFor(customer) }),
      routeContext(),
    );
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toEqual({ detail: expect.any(String) });
  });
});

describe("GET /api/user/{userName}", () => {
  it("gives users themselves their profile (any case of the name), without the hash", async () => {
    const response = await fetchUser("carol", await tokenFor(customer));
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown>>(response);
    expect(body).toMatchObject({
      id: customer.id,
      username: "Carol",
      role: "customer",
      email: customer.email,
      phone: "+61 400 000 000",
    });
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("gives an admin anyone's profile", async () => {
    const response = await fetchUser("dave", await tokenFor(admin));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ username: "dave" });
  });

  it("answers another customer 404, exactly as for a name that does not exist", async () => {
    const token = await tokenFor(customer);
    const someoneElse = await fetchUser(other.username, token);
    const nobody = await fetchUser("no_such_user", token);
    expect(someoneElse.status).toBe(404);
    expect(nobody.status).toBe(404);
    expect(await json(someoneElse)).toEqual(await json(nobody));
    expect((await fetchUser("no_such_user", await tokenFor(admin))).status).toBe(404);
  });

  it("answers 401 when signed out", async () => {
    expect((await fetchUser("carol")).status).toBe(401);
  });
});

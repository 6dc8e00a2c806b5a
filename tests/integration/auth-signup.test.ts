import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { POST as signup } from "@/app/auth/signup/route";
import { readSessionToken } from "@/lib/auth/token";
import { apiRequest, createUser, json, routeContext } from "./account-fixtures";

const valid = {
  username: "new_shopper",
  email: "new.shopper@example.com",
  firstName: "New",
  lastName: "Shopper",
  phone: "+61 400 123 456",
  password: "s3cret-pass-phrase",
  role: "customer",
};

const post = (body: unknown, origin?: string) =>
  signup(apiRequest("/auth/signup", { method: "POST", body, origin }), routeContext());

describe("POST /auth/signup", () => {
  it("creates a customer, signs them in and never returns the hash", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = await json<Record<string, unknown>>(response);
    expect(body).toEqual({ role: "customer", username: "new_shopper", token: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);

    const claims = await readSessionToken(body.token as string);
    expect(claims).toMatchObject({ username: "new_shopper", role: "customer", remember: true });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.username, "new_shopper"));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.phone).toBe("+61 400 123 456");
  });

  it("ignores the role sent: signup always creates a customer", async () => {
    const response = await post({
      ...valid,
      username: "would_be_admin",
      email: "wba@example.com",
      role: "admin",
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ role: "customer" });
  });

  it("answers 409 'Username already exists' for a taken username, whatever its case", async () => {
    await createUser({ username: "TakenName" });
    const response = await post({ ...valid, username: "takenname", email: "someone.else@example.com" });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ detail: "Username already exists" });
  });

  it("answers 409 with a detail for a taken email", async () => {
    const existing = await createUser();
    const response = await post({ ...valid, username: "fresh_name", email: existing.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ detail: "An account with this email already exists" });
  });

  it.each([
    ["a short password", { password: "abc123" }, /password: .*at least 12/i],
    ["a common password", { password: "Password1234" }, /password: .*common/i],
    ["a password containing the username", { password: "Valid_Name_2 rocks" }, /password: .*username/i],
    ["an invalid email", { email: "not-an-email" }, /email/i],
    ["a username with spaces", { username: "two words" }, /username/i],
    ["a too short username", { username: "ab" }, /username/i],
    ["an empty first name", { firstName: "  " }, /firstName/],
    ["a phone with letters", { phone: "call me" }, /phone/i],
    ["a missing last name", { lastName: undefined }, /lastName/],
  ])("answers 400 naming the problem for %s", async (_case, change, detail) => {
    const response = await post({
      ...valid,
      username: "valid_name_2",
      email: "valid2@example.com",
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toMatch(detail);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
  });

  it("refuses a signup posted from another site (403)", async () => {
    const response = await post(
      { ...valid, username: "csrf_victim", email: "csrf@example.com" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
  });
});

import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userAddresses } from "@/db/schema";
import { GET as list, POST as add } from "@/app/api/user/[userName]/addresses/route";
import { DELETE as remove, PUT as put } from "@/app/api/user/[userName]/addresses/[id]/route";
import { MAX_SAVED_ADDRESSES, type SavedAddress } from "@/lib/users/contract";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";

const SYDNEY = {
  name: "Sam Buyer",
  line1: "1 George Street",
  city: "Sydney",
  state: "NSW",
  postal_code: "2000",
  country: "AU",
};
const TORONTO = {
  name: "Sam Buyer",
  line1: "100 Queen St W",
  city: "Toronto",
  state: "ON",
  postal_code: "M5H 2N2",
  country: "ca",
};

const path = (userName: string, id?: number) =>
  `/api/user/${userName}/addresses${id === undefined ? "" : `/${id}`}`;

async function listOf(user: TestUser, token?: string): Promise<Response> {
  return list(
    apiRequest(path(user.username), { token: token ?? (await tokenFor(user)) }),
    routeContext({ userName: user.username }),
  );
}

async function addFor(user: TestUser, body: unknown, token?: string): Promise<Response> {
  return add(
    apiRequest(path(user.username), { method: "POST", body, token: token ?? (await tokenFor(user)) }),
    routeContext({ userName: user.username }),
  );
}

async function putFor(user: TestUser, id: number | string, body: unknown, token?: string): Promise<Response> {
  return put(
    apiRequest(`${path(user.username)}/${id}`, {
      method: "PUT",
      body,
      token: token ?? (await tokenFor(user)),
    }),
    routeContext({ userName: user.username, id: String(id) }),
  );
}

async function removeFor(user: TestUser, id: number, token?: string): Promise<Response> {
  return remove(
    apiRequest(path(user.username, id), { method: "DELETE", token: token ?? (await tokenFor(user)) }),
    routeContext({ userName: user.username, id: String(id) }),
  );
}

const added = async (user: TestUser, body: unknown) => json<SavedAddress>(await addFor(user, body));
const book = async (user: TestUser) => json<SavedAddress[]>(await listOf(user));

describe("the address book", () => {
  it("adds, lists, edits and deletes a customer's own addresses; the first is the default", async () => {
    const user = await createUser();
    expect(await book(user)).toEqual([]);

    const response = await addFor(user, SYDNEY);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const home = await json<SavedAddress>(response);
    expect(home).toEqual({ id: expect.any(Number), ...SYDNEY, line2: "", phone: "", isDefault: true });

    const work = await added(user, { ...TORONTO, line2: "Floor 3" });
    expect(work).toMatchObject({ country: "CA", line2: "Floor 3", isDefault: false });
    expect((await book(user)).map((address) => [address.id, address.isDefault])).toEqual([
      [home.id, true],
      [work.id, false],
    ]);

    const edited = await putFor(user, work.id, { ...TORONTO, line1: "200 King St W" });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      id: work.id,
      line1: "200 King St W",
      line2: "",
      isDefault: false,
    });

    const deleted = await removeFor(user, work.id);
    expect(deleted.status).toBe(204);
    expect((await book(user)).map((address) => address.id)).toEqual([home.id]);
  });

  it("keeps one default: a new default clears the old, and deleting the default passes it on", async () => {
    const user = await createUser();
    const first = await added(user, SYDNEY);
    const second = await added(user, { ...SYDNEY, line1: "2 Pitt Street", isDefault: true });
    expect(second.isDefault).toBe(true);
    let addresses = await book(user);
    expect(addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
      second.id,
    ]);
    expect(addresses[0].id).toBe(second.id);

    const third = await added(user, { ...SYDNEY, line1: "3 Kent Street" });
    await putFor(user, first.id, { ...SYDNEY, isDefault: true });
    addresses = await book(user);
    expect(addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([first.id]);

    expect((await removeFor(user, first.id)).status).toBe(204);
    addresses = await book(user);
    expect(addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
      second.id,
    ]);
    expect(addresses.map((address) => address.id)).toEqual([second.id, third.id]);
  });

  it("moves the default safely when the customer sets two at once", async () => {
    const user = await createUser();
    const ids = [];
    for (const line1 of ["1 A St", "2 B St", "3 C St", "4 D St"])
      ids.push((await added(user, { ...SYDNEY, line1 })).id);
    const token = await tokenFor(user);
    const answers = await Promise.all(
      ids.map((id) => putFor(user, id, { ...SYDNEY, line1: `${id} Moved St`, isDefault: true }, token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await book(user)).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses (409 past it), even added all at once`, async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, index) =>
        addFor(user, { ...SYDNEY, line1: `${index} Long Lane` }, token),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await json(refused!)).toEqual({ detail: expect.stringMatching(/at most 20 addresses/) });
    expect(await book(user)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("answers 401 signed out", async () => {
    const user = await createUser();
    const home = await added(user, SYDNEY);
    expect(
      (await list(apiRequest(path(user.username)), routeContext({ userName: user.username }))).status,
    ).toBe(401);
    expect(
      (
        await add(
          apiRequest(path(user.username), { method: "POST", body: SYDNEY }),
          routeContext({ userName: user.username }),
        )
      ).status,
    ).toBe(401);
    const signedOutPut = await put(
      apiRequest(path(user.username, home.id), { method: "PUT", body: SYDNEY }),
      routeContext({ userName: user.username, id: String(home.id) }),
    );
    expect(signedOutPut.status).toBe(401);
    const signedOutDelete = await remove(
      apiRequest(path(user.username, home.id), { method: "DELETE" }),
      routeContext({ userName: user.username, id: String(home.id) }),
    );
    expect(signedOutDelete.status).toBe(401);
  });

  it("is owner-only: another customer's book or address is 404, exactly like one that does not exist, and stays untouched", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const admin = await createUser({ role: "admin" });
    const home = await added(owner, SYDNEY);
    const intruderToken = await tokenFor(intruder);

    // Through the owner's name: not theirs.
    expect((await listOf(owner, intruderToken)).status).toBe(404);
    expect((await listOf(owner, await tokenFor(admin))).status).toBe(404);
    expect((await addFor(owner, SYDNEY, intruderToken)).status).toBe(404);

    // Through their own name with the owner's address id: the same 404 as an id that does not exist.
    const theirs = await putFor(intruder, home.id, { ...SYDNEY, line1: "Hijacked" });
    const nobodys = await putFor(intruder, 2_000_000_000, SYDNEY);
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toEqual(await json(nobodys));
    expect((await removeFor(intruder, home.id)).status).toBe(404);

    const db = await getDb();
    const [kept] = await db
      .select({ line1: userAddresses.line1 })
      .from(userAddresses)
      .where(and(eq(userAddresses.id, home.id), eq(userAddresses.userId, owner.id)));
    expect(kept).toEqual({ line1: SYDNEY.line1 });
  });

  it.each([
    [{ ...SYDNEY, name: " " }, /name: is required/],
    [{ ...SYDNEY, line1: undefined }, /line1/],
    [{ ...SYDNEY, postal_code: "x".repeat(21) }, /postal_code/],
    [{ ...SYDNEY, country: "Australia" }, /country: must be a two-letter country code/],
    [{ ...SYDNEY, country: "BR" }, /country: is not a country we ship to/],
    [{ ...SYDNEY, isDefault: false }, /isDefault/],
  ])("answers 400 naming the field for %j", async (body, detail) => {
    const user = await createUser();
    const response = await addFor(user, body);
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toMatch(detail);
    expect(await book(user)).toEqual([]);
  });

  it("answers 400 for an address id that cannot exist", async () => {
    const user = await createUser();
    expect((await putFor(user, "abc", SYDNEY)).status).toBe(400);
  });
});

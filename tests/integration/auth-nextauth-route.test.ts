/** @jest-environment node */
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { BASE, json } from "./account-fixtures";
import { asCurrentRequest } from "./next-headers-stand-in";

jest.mock("next/headers", () => jest.requireActual("./next-headers-stand-in").nextHeaders);

// next-auth's own routes on input it used to answer with a 500: each is the client's mistake, a 400 with a detail.

function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const request = asCurrentRequest(new NextRequest(`${BASE}${path}`, init));
  const nextauth = path.split("?")[0].split("/").slice(3);
  return (request.method === "POST" ? POST : GET)(request, { params: Promise.resolve({ nextauth }) });
}

async function expectDetail(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(typeof (await json<{ detail: unknown }>(response)).detail).toBe("string");
}

it("answers a callback address it cannot follow, in the query or the form, with 400", async () => {
  await expectDetail(await send("/api/auth/session?callbackUrl=javascript:alert(1)"), 400);
  const form = { "content-type": "application/x-www-form-urlencoded" };
  await expectDetail(
    await send("/api/auth/signin", { method: "POST", headers: form, body: "callbackUrl=0" }),
    400,
  );
});

it("answers a broken callback cookie with 400 and drops the cookie", async () => {
  const response = await send("/api/auth/session", {
    headers: { cookie: "next-auth.callback-url=javascript%3Aalert(1)" },
  });
  expect(response.headers.getSetCookie().join("\n")).toMatch(
    /^next-auth\.callback-url=; Path=\/; Max-Age=0/m,
  );
  await expectDetail(response, 400);
});

it("answers a JSON body that does not parse with 400", async () => {
  await expectDetail(
    await send("/api/auth/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    }),
    400,
  );
});

it("answers an action next-auth does not have with a JSON detail", async () => {
  await expectDetail(await send("/api/auth/nonsense"), 400);
});

it("still serves the session and the CSRF token", async () => {
  expect((await send("/api/auth/session")).status).toBe(200);
  expect(await json(await send("/api/auth/csrf"))).toEqual({ csrfToken: expect.any(String) });
});

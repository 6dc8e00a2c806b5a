/** @jest-environment node */
import fc from "fast-check";
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { BASE } from "./account-fixtures";
import { encodeLoosely, hostileBody, hostileQuery, hostileSegment } from "./hostile-arbitraries";
import { answerProblem, changedTables, fingerprint, stringsOf } from "./hostile-checks";
import { CALLERS, currentTokens, hostileShop, type HostileShop } from "./hostile-fixtures";
import { HOSTILE_SEED } from "./hostile-property";
import { asCurrentRequest } from "./next-headers-stand-in";

// next-auth's own routes (session, csrf, providers, sign-in and -out, callbacks) fed hostile
// paths, queries, bodies and sessions: never a 5xx or a leak, and a refusal changes nothing.

jest.mock("next/headers", () => jest.requireActual("./next-headers-stand-in").nextHeaders);

jest.setTimeout(120_000);

let shop: HostileShop;

beforeAll(async () => {
  shop = await hostileShop();
});

const ACTIONS = [
  "session",
  "csrf",
  "providers",
  "signin",
  "signout",
  "callback",
  "error",
  "verify-request",
  "_log",
];

// A catch-all route matches only with a first segment; Next never calls it with none or an empty one.
const segments = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...ACTIONS),
      hostileSegment().filter((segment) => segment !== ""),
    ),
    fc.array(fc.oneof(fc.constantFrom(...ACTIONS, "credentials", "email"), hostileSegment()), {
      maxLength: 2,
    }),
  )
  .map(([first, rest]) => [first, ...rest]);

const input = fc.record({
  method: fc.constantFrom("GET", "POST"),
  nextauth: segments,
  query: hostileQuery(["callbackUrl", "error", "csrf", "json"], { callbackUrl: "/", json: "true" }),
  body: fc.oneof(
    hostileBody({ csrfToken: "x", callbackUrl: "/", json: "true", username: "a", password: "b" }),
    // next-auth's own clients post forms.
    fc
      .dictionary(
        fc.constantFrom("csrfToken", "callbackUrl", "json", "redirect", "username"),
        hostileSegment(),
        { maxKeys: 4 },
      )
      .map((fields) => ({
        text: new URLSearchParams(
          Object.entries(fields).map(([key, value]) => [key, value.replace(/[\ud800-\udfff]/g, "?")]),
        ).toString(),
        contentType: "application/x-www-form-urlencoded",
      })),
  ),
  cookie: fc.option(
    fc.constantFrom(
      "next-auth.session-token=garbage",
      "next-auth.csrf-token=%ff%fe",
      "next-auth.callback-url=javascript%3Aalert(1)",
      "a=b; ; =; next-auth.session-token=",
    ),
    { nil: undefined },
  ),
});

it("answers next-auth's routes without a 5xx or a leak, and changes nothing when it refuses", async () => {
  await fc.assert(
    fc.asyncProperty(input, async ({ method, nextauth, query, body, cookie }) => {
      const tokens = await currentTokens(shop);
      const path = `/api/auth/${nextauth.map(encodeLoosely).join("/")}${query}`;
      for (const caller of CALLERS) {
        const headers: Record<string, string> = {};
        if (method === "POST" && body.contentType) headers["content-type"] = body.contentType;
        // The session cookie is how a browser is known here; a bearer token is tried too.
        if (tokens[caller]) headers.cookie = `next-auth.session-token=${tokens[caller]}`;
        if (cookie) headers.cookie = cookie;
        const request = asCurrentRequest(
          new NextRequest(`${BASE}${path}`, {
            method,
            headers,
            body: method === "POST" ? body.text : undefined,
          }),
        );
        const before = await fingerprint();
        const response = await (method === "GET" ? GET : POST)(request, {
          params: Promise.resolve({ nextauth }),
        });
        const sent = [path, ...nextauth, body.text, ...stringsOf(safeJson(body.text))].join("\n");
        const problem = await answerProblem(response, sent);
        if (problem) throw new Error(`as ${caller}, ${method}: ${problem}`);
        if (response.status >= 400) expect(changedTables(before, await fingerprint())).toEqual([]);
      }
    }),
    { seed: HOSTILE_SEED, numRuns: 40 },
  );
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import fc from "fast-check";

// Generators of what an attacker or a broken client sends: the values, bodies, path segments and
// queries the hostile-input properties feed every route with.

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "admin'--",
  "1' UNION SELECT password_hash FROM users --",
  "'); SELECT pg_sleep(5); --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "%00",
  "%ff%fe",
  "\u0000",
  "null",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "\u202eevil",
  "\ud800",
];

/** Characters that break naive code: controls, NUL, quotes, escapes, percent signs, lone surrogates. */
const nastyChar = fc.constantFrom(
  ..."\u0000\u0001\u0008\u000b\u001b\u007f\n\r\t'\"\\%<>;&,=?#/ ".split(""),
  "\ud800",
  "\udfff",
  "\u200b",
  "😀",
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: nastyChar, maxLength: 30 }),
  // Very long: past every column and zod limit.
  fc
    .tuple(fc.constantFrom("a", "9", "é", "'", "\u0000"), fc.integer({ min: 200, max: 20_000 }))
    .map(([unit, n]) => unit.repeat(n)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.005,
    99.999,
    100,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53 + 1,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, weighted to the hostile ends. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** Fields nobody asked for: prototype pollution, privilege fields, noise. */
const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "role",
      "id",
      "userId",
      "amount",
      "price",
      "status",
      "isAdmin",
    ),
    hostileString,
  ),
  hostileValue,
  { maxKeys: 3 },
);

const ABSENT = Symbol("absent");

/** Mostly the valid value, sometimes a hostile one of its own type or of any other, sometimes left out. */
function bent(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  const sameType =
    typeof valid === "string"
      ? hostileString
      : typeof valid === "number"
        ? hostileNumber
        : Array.isArray(valid) && depth < 3
          ? fc.oneof(
              fc.tuple(...valid.map((item) => bent(item, depth + 1))),
              fc.array(hostileValue, { maxLength: 3 }),
            )
          : valid !== null && typeof valid === "object" && depth < 3
            ? mutatedObject(valid as Record<string, unknown>, depth + 1)
            : hostileValue;
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: sameType },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A body the route expects, with some fields bent, some dropped and extras added. */
function mutatedObject(valid: Record<string, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof({ weight: 8, arbitrary: bent(value, depth) }, { weight: 1, arbitrary: fc.constant(ABSENT) }),
    ]),
  );
  const extras = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraFields });
  return fc.tuple(fc.record(fields), extras).map(([picked, extra]) => ({
    ...extra,
    ...Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== ABSENT)),
  }));
}

/** Text that is not the JSON it claims to be, or JSON of the wrong shape at the top. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "[",
    "nul",
    '{"a":}',
    "{'a':1}",
    '{"quantity":NaN}',
    '{"quantity":Infinity}',
    '{"productItemId":1e999,"quantity":1}',
    '{"a":1}garbage',
    "\u0000",
    '{"\\u0000":1}',
    "[".repeat(5_000) + "]".repeat(5_000),
    '{"a":'.repeat(2_000) + "1" + "}".repeat(2_000),
  ),
  hostileString,
);

export type HostileBody = { text: string; contentType?: string };

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/json; charset=utf-16",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "application/xml",
    ),
  },
);

/** The request body: a mutated expected object, a wrong-shaped JSON value or malformed text. */
export function hostileBody(valid: Record<string, unknown> = {}): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(
    { weight: 4, arbitrary: mutatedObject(valid).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.array(hostileValue, { maxLength: 3 }), hostileValue)
        .map((value) => JSON.stringify(value) ?? "null"),
    },
    { weight: 1, arbitrary: malformedJson },
  );
  return fc.record({ text, contentType });
}

/** A decoded path segment: what Next hands a route as a parameter. */
export function hostileSegment(valid?: string): fc.Arbitrary<string> {
  const hostile = fc.oneof(
    fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "1e3",
      " 7",
      "007",
      "2147483648",
      "99999999999999999999",
      "NaN",
      "%ff",
      "%E0%A4%A",
      "a%00b",
      "..",
      "pi_",
      `pi_${"a".repeat(300)}`,
    ),
    hostileString,
  );
  return valid === undefined ? hostile : fc.oneof(fc.constant(valid), hostile);
}

/** A query string: known keys left out, valid or hostile, extra keys, raw malformed percent-encoding. */
export function hostileQuery(
  keys: readonly string[],
  valid: Record<string, string> = {},
): fc.Arbitrary<string> {
  const value = (key: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: key in valid ? 3 : 0, arbitrary: fc.constant(valid[key]) },
      { weight: 2, arbitrary: hostileString },
    );
  const known = fc.record(Object.fromEntries(keys.map((key) => [key, value(key)])));
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 2 }) },
  );
  const raw = fc.constantFrom(
    "",
    "",
    "",
    "&%",
    "&page=%zz",
    "&%ff=%fe",
    "&search=%e0%a4%a",
    "&a=%00",
    "&&&==",
    `&${keys[0] ?? "x"}=1&${keys[0] ?? "x"}=2`,
  );
  return fc.tuple(known, extra, raw).map(([fields, extras, tail]) => {
    const present = Object.entries(fields).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const query = new URLSearchParams([...Object.entries(extras), ...present]).toString();
    return query || tail ? `?${query}${tail}` : "";
  });
}

/** The address part of a hostile path for the request guard: broken percent-encoding or a NUL. */
export const malformedPathPart = fc.oneof(
  fc.constantFrom("%", "%f", "%zz", "%ff", "%c3%28", "%e0%a4%a", "%ed%a0%80", "%00", "a%00b", "%25%", "%%"),
  fc
    .tuple(hostileString, fc.constantFrom("%", "%ff", "%00", "%e0%a4%a"))
    .map(([text, bad]) => `${encodeLoosely(text)}${bad}`),
);

/** Percent-encodes what the URL parser would otherwise reject, keeping lone surrogates from throwing. */
export function encodeLoosely(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
}

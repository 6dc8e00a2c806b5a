import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { discountCodes, loginAttempts } from "@/db/schema";
import { beginLoginAttempt } from "@/lib/auth/rate-limit";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { POST as postIntent } from "@/app/api/stripe/create-intent/route";
import { DISCOUNT_ATTEMPT_LIMITS } from "@/lib/discounts/attempt-limit";
import { DISCOUNT_REFUSALS } from "@/lib/pricing/contract";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor, type TestItem } from "./account-fixtures";
import { putInCart } from "./payments-fixtures";

// Trying discount codes as a guesser would: many codes from one address or one cart. Refused
// tries are limited (429 with a retry time); an answer never tells a code that cannot be used
// now from one that does not exist.

type Quote = { discount: { code: string; amount: number } | null; discountError: string | null };

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

let codes = 0;
async function createCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await (await getDb())
    .insert(discountCodes)
    .values({ code: `TRY${++codes}${Date.now() % 100000}`, kind: "percent", percentOff: 10, ...values })
    .returning();
  return row;
}

function quote(ip: string, body: Record<string, unknown>, token?: string) {
  return postQuote(apiRequest("/api/cart/quote", { method: "POST", token, body, headers: { "x-forwarded-for": ip } }), routeContext());
}

const guestQuote = (ip: string, item: TestItem, discountCode?: string) =>
  quote(ip, { country: "AU", cart: [{ productItemId: item.id, quantity: 1 }], ...(discountCode ? { discountCode } : {}) });

async function refusal(response: Response): Promise<string | null> {
  expect(response.status).toBe(200);
  return (await json<Quote>(response)).discountError;
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await json(response)).toEqual({ detail: expect.stringMatching(/^Too many discount codes tried\. Try again in \d+ minutes?\.$/) });
}

describe("discount codes tried from one address", () => {
  it("answers 429 with a retry time past the limit of refused codes; codes that apply and other addresses go on", async () => {
    const item = await createItem({ priceMinor: 5000 });
    const good = await createCode();
    const ip = newAddress();
    for (let guess = 0; guess < DISCOUNT_ATTEMPT_LIMITS.perAddress; guess++) {
      // A code that applies is not a guess: it uses nothing up.
      expect(await refusal(await guestQuote(ip, item, good.code))).toBeNull();
      expect(await refusal(await guestQuote(ip, item, `GUESS${guess}X${addresses}`))).toBe(DISCOUNT_REFUSALS.unknown);
    }
    await expectTooMany(await guestQuote(ip, item, "ONEMORE"));
    // Past the limit even a good code waits, so a guesser learns nothing more; the cart is still priced without one.
    await expectTooMany(await guestQuote(ip, item, good.code));
    expect((await guestQuote(ip, item)).status).toBe(200);
    expect(await refusal(await guestQuote(newAddress(), item, "ONEMORE"))).toBe(DISCOUNT_REFUSALS.unknown);
  });

  it("keeps an hour's tries counted while sign-ins (counted over 15 minutes) come and go", async () => {
    const item = await createItem({ priceMinor: 5000 });
    const ip = newAddress();
    const twentyMinutesAgo = sql`now() - interval '20 minutes'`;
    await (await getDb())
      .insert(loginAttempts)
      .values(Array.from({ length: DISCOUNT_ATTEMPT_LIMITS.perAddress }, () => ({ key: `discount-ip:${ip}`, attemptedAt: twentyMinutesAgo })));
    await beginLoginAttempt(`someone${addresses}`, newAddress());
    await expectTooMany(await guestQuote(ip, item, "STILLCOUNTED"));
  });

  it("counts a burst sent at once no further than the limit", async () => {
    const item = await createItem({ priceMinor: 5000 });
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: DISCOUNT_ATTEMPT_LIMITS.perAddress + 10 }, (_, guess) => guestQuote(ip, item, `BURST${guess}`)),
    );
    const statuses = answers.map((response) => response.status);
    // Each try is counted before its code is looked at: however they interleave, no more than the limit get an answer.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(DISCOUNT_ATTEMPT_LIMITS.perAddress);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });
});

describe("discount codes tried for one cart", () => {
  async function shopper() {
    const user = await createUser();
    const item = await createItem({ priceMinor: 5000, stock: 10 });
    await putInCart(user.id, item.id, 1);
    return { token: await tokenFor(user) };
  }

  it("limits a signed-in cart's refused codes, whatever address each comes from", async () => {
    const { token } = await shopper();
    for (let guess = 0; guess < DISCOUNT_ATTEMPT_LIMITS.perCart; guess++)
      expect(await refusal(await quote(newAddress(), { country: "AU", discountCode: `CART${guess}` }, token))).toBe(DISCOUNT_REFUSALS.unknown);
    await expectTooMany(await quote(newAddress(), { country: "AU", discountCode: "CARTMORE" }, token));
    // Another shopper's cart is not held back.
    expect((await quote(newAddress(), { country: "AU", discountCode: "CARTMORE" }, (await shopper()).token)).status).toBe(200);
  });

  it("counts codes refused at the payment intent (409) with the quote's, and answers 429 there too", async () => {
    const { token } = await shopper();
    const intent = (discountCode: string) =>
      postIntent(
        apiRequest("/api/stripe/create-intent", {
          method: "POST",
          token,
          body: { currency: "aud", country: "au", discountCode },
          headers: { "x-forwarded-for": newAddress() },
        }),
        routeContext(),
      );
    for (let guess = 0; guess < DISCOUNT_ATTEMPT_LIMITS.perCart / 2; guess++) {
      expect(await refusal(await quote(newAddress(), { country: "AU", discountCode: `MIX${guess}` }, token))).not.toBeNull();
      const refused = await intent(`PAY${guess}`);
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({ detail: DISCOUNT_REFUSALS.unknown });
    }
    await expectTooMany(await intent("PAYMORE"));
    // The checkout itself goes on without a code.
    expect((await postIntent(apiRequest("/api/stripe/create-intent", { method: "POST", token, body: { currency: "aud", country: "au" } }), routeContext())).status).toBe(200);
  });
});

describe("what a refused code's answer tells", () => {
  it("is the same for a code that does not exist and one that cannot be used now by anyone", async () => {
    const item = await createItem({ priceMinor: 5000 });
    const day = 86_400_000;
    const unusable = await Promise.all([
      createCode({ active: false }),
      createCode({ startsAt: new Date(Date.now() + day) }),
      createCode({ startsAt: new Date(Date.now() - 2 * day), endsAt: new Date(Date.now() - day) }),
      createCode({ usageLimit: 2, usedCount: 2 }),
    ]);
    const ip = newAddress();
    const answers = [];
    for (const code of ["NEVERMADE", ...unusable.map((row) => row.code)]) answers.push(await refusal(await guestQuote(ip, item, code)));
    expect(answers).toEqual(Array(5).fill(DISCOUNT_REFUSALS.unknown));
  });
});

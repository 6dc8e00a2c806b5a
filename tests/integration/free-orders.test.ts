import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { discountCodes, jobs } from "@/db/schema";
import { POST as postFreeConfirm } from "@/app/api/payments/free/confirm/route";
import { MAIL_JOB } from "@/lib/mail/queue";
import { runDueJobs, runSweeps } from "@/lib/jobs/worker";
import "@/lib/jobs/all";
import { ageOrder } from "./order-life-fixtures";
import { belowMinimumMessage } from "@/lib/payments/limits";
import { money } from "@/lib/money/money";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { card, confirm, createIntent, orderOf, putInCart, shipping, status, stockOf, SYDNEY_ADDRESS, type IntentAnswer } from "./payments-fixtures";

// A 100% code makes a total of 0.00: the order is placed without a payment (Stripe refuses to
// charge less than 0.50), and the built-in test provider refuses what Stripe refuses.

function freeConfirm(token: string | undefined, body: unknown) {
  return postFreeConfirm(apiRequest("/api/payments/free/confirm", { method: "POST", token, body }), routeContext());
}

let codes = 0;
async function wholeCode(): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `FREE${++codes}${Date.now() % 100000}`, kind: "percent", percentOff: 100 })
    .returning();
  return row.code;
}

async function shopper(priceMinor = 4000, quantity = 2) {
  const user = await createUser();
  const item = await createItem({ priceMinor, stock: 5 });
  await putInCart(user.id, item.id, quantity);
  return { user, item, token: await tokenFor(user) };
}

describe("an order whose total is 0.00", () => {
  it("is placed without a payment: stock taken, the code counted, the confirmation queued", async () => {
    const { token, item } = await shopper();
    const code = await wholeCode();
    const answer = await createIntent(token, { currency: "aud", country: "au", cart: [], discountCode: code });
    expect(answer.status).toBe(200);
    const intent = await json<IntentAnswer>(answer);
    expect(intent).toMatchObject({ provider: "free", amount: 0 });
    expect((await shipping(token, intent.paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);

    const placed = await freeConfirm(token, { paymentIntentId: intent.paymentIntentId });
    expect(placed.status).toBe(200);
    expect(await json(placed)).toEqual({ status: "succeeded" });
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "paid", amountMinor: 0, receivedAmountMinor: 0, discountCode: code });
    expect(await stockOf(item.id)).toBe(3);
    const db = await getDb();
    const mails = await db.select().from(jobs).where(and(eq(jobs.orderId, order.id), eq(jobs.kind, MAIL_JOB)));
    expect(mails.map((job) => (job.payload as { kind: string }).kind)).toContain("confirmation");
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "paid", amount: 0 });

    // Placed once: a second confirmation changes nothing.
    expect((await freeConfirm(token, { paymentIntentId: intent.paymentIntentId })).status).toBe(409);
    expect(await stockOf(item.id)).toBe(3);
  });

  it("needs the shipping address first, belongs to its shopper only, and is no way round a payment", async () => {
    const { token } = await shopper();
    const intent = await json<IntentAnswer>(await createIntent(token, { currency: "aud", country: "au", cart: [], discountCode: await wholeCode() }));
    expect((await freeConfirm(token, { paymentIntentId: intent.paymentIntentId })).status).toBe(400);
    const stranger = await createUser();
    expect((await freeConfirm(await tokenFor(stranger), { paymentIntentId: intent.paymentIntentId })).status).toBe(404);
    expect((await freeConfirm(undefined, { paymentIntentId: intent.paymentIntentId })).status).toBe(404);
    expect((await freeConfirm(token, { paymentIntentId: "not a reference" })).status).toBe(400);

    // An order with something to pay cannot be placed as free.
    const payer = await shopper();
    const paying = await json<IntentAnswer>(await createIntent(payer.token, { currency: "aud", country: "au", cart: [] }));
    expect(paying.provider).toBe("test");
    await shipping(payer.token, paying.paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS });
    expect((await freeConfirm(payer.token, { paymentIntentId: paying.paymentIntentId })).status).toBe(409);
    expect((await orderOf(paying.paymentIntentId)).paymentStatus).toBe("pending");
  });

  it("becomes a paid order again when the code is removed, never both at once", async () => {
    const { token, user } = await shopper();
    const free = await json<IntentAnswer>(await createIntent(token, { currency: "aud", country: "au", cart: [], discountCode: await wholeCode() }));
    const paid = await json<IntentAnswer>(await createIntent(token, { currency: "aud", country: "au", cart: [] }));
    expect(paid).toMatchObject({ provider: "test", amount: 80 });
    expect(paid.paymentIntentId).not.toBe(free.paymentIntentId);
    expect((await orderOf(free.paymentIntentId)).paymentStatus).toBe("failed");
    expect((await orderOf(paid.paymentIntentId)).userId).toBe(user.id);
    await shipping(token, paid.paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS });
    expect(await json(await confirm(token, card(paid.paymentIntentId)))).toEqual({ status: "succeeded" });
  });
});

describe("an abandoned free checkout", () => {
  it("expires as any other, asking no payment provider", async () => {
    const { token } = await shopper();
    const intent = await json<IntentAnswer>(await createIntent(token, { currency: "aud", country: "au", cart: [], discountCode: await wholeCode() }));
    const order = await orderOf(intent.paymentIntentId);
    await ageOrder(order.id, 30);
    await runSweeps();
    await runDueJobs();
    expect((await orderOf(intent.paymentIntentId)).paymentStatus).toBe("expired");
  });
});

describe("the built-in test provider", () => {
  it("refuses a total below Stripe's minimum, as Stripe does", async () => {
    const { token } = await shopper(30, 1);
    const answer = await createIntent(token, { currency: "aud", country: "au", cart: [] });
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({ detail: belowMinimumMessage(money(30, "AUD")) });
  });
});

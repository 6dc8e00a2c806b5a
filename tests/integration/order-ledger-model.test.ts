/** @jest-environment node */
import fc from "fast-check";
import { eq, inArray, and, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, discountCodes, jobs, orderLines, orderRefunds, orders, products } from "@/db/schema";
import { GET as getCart, POST as postCart } from "@/app/api/cart/route";
import { PUT as putCartLine } from "@/app/api/cart/[id]/route";
import { POST as postDeliver } from "@/app/api/admin/orders/[id]/deliver/route";
import { POST as postShip } from "@/app/api/admin/orders/[id]/ship/route";
import { runDueJobs, runSweeps } from "@/lib/jobs/worker";
import "@/lib/jobs/all";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { callers, jsonRequest, send } from "./admin-fixtures";
import { adminCancel, adminRefund, ageOrder } from "./order-life-fixtures";
import { createIntent, shipping, status, SYDNEY_ADDRESS } from "./payments-fixtures";
import { confirmAtStripe, disputeEvent, sendWebhook, signedPayload, withStripeDouble } from "./stripe-fixtures";
import { ledgerViolations, type LedgerScope } from "./order-ledger-invariants";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";

// Issue 34's model-based test: random short lives of a small shop (two customers, three items,
// two discount codes, one covering some items only), driven through the real route handlers, the
// job worker and the Stripe double, with Stripe's events delivered late, twice and out of order,
// and some commands run two at a time. After every command the ledger's invariants
// (order-ledger-invariants.ts) are checked on every order and item of the run.
//
// MODEL_RUNS sets the number of runs (fast-check prints the seed and the shrunk commands of a
// failure; MODEL_SEED replays one). Each run makes its own customers, items and codes, so runs do
// not see each other's orders. The default, 120, keeps the file near 3 minutes on a slow shared
// machine (0.9 to 1.5 s a run: every command goes through the routes, Stripe's double and the
// worker, and every order of the run is checked after it); "hundreds of runs" is reached with
// MODEL_RUNS=500, run before each change of the ledger (the note gives its count and time).

const RUNS = Number(process.env.MODEL_RUNS ?? 120);
/**
 * CI replays one seed (its 120 runs passed when it was chosen), so a red CI means a change broke
 * the ledger rather than a new random sequence turning up; elsewhere every run draws a new seed
 * and explores (MODEL_SEED replays a failure, MODEL_RUNS=500 before a change of the ledger).
 */
const CI_SEED = 20_261_201;
const SEED =
  process.env.MODEL_SEED !== undefined ? Number(process.env.MODEL_SEED) : process.env.CI ? CI_SEED : undefined;
const MAX_COMMANDS = 12;

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let admin: string;
beforeAll(async () => {
  double = stripeDouble();
  admin = (await callers()).admin;
  // Codes applied to carts they do not cover are refused tries; the per-address limit is not under test here.
  process.env.DISCOUNT_ATTEMPT_LIMIT_PER_HOUR = "1000000";
});
afterAll(() => {
  delete process.env.DISCOUNT_ATTEMPT_LIMIT_PER_HOUR;
});

type Customer = { id: number; token: string };
type World = LedgerScope & {
  customers: Customer[];
  itemIds: number[];
  codeNames: string[];
  /** Orders the customers checked out, oldest first. */
  orders: { id: number; intentId: string; customer: Customer }[];
  /** Stripe's signed events not yet delivered (a kept one is delivered again later). */
  mailbox: { payload: string; signature: string; type: string }[];
  disputeIds: string[];
  /** Answers of 500 and up: the shop broke, whatever the command. */
  failures: string[];
};

let worlds = 0;
async function newWorld(): Promise<World> {
  const world = ++worlds;
  const customers: Customer[] = [];
  for (let i = 0; i < 2; i++) {
    const user = await createUser();
    customers.push({ id: user.id, token: await tokenFor(user) });
  }
  const startingStock = new Map<number, number>();
  const itemIds: number[] = [];
  for (const [priceMinor, stock] of [[3995, 4], [2000, 3], [1250, 6]]) {
    const item = await createItem({ priceMinor, stock });
    startingStock.set(item.id, stock);
    itemIds.push(item.id);
  }
  const db = await getDb();
  const categoryOf = async (itemId: number) => {
    const [row] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} = (select product_id from product_items where id = ${itemId})`);
    return row.categoryId as number;
  };
  const codes: LedgerScope["codes"] = new Map();
  const codeNames: string[] = [];
  // One code on every line, one on the first two items only (the discount spread over some lines).
  for (const [percentOff, covered] of [[15, itemIds], [50, itemIds.slice(0, 2)]] as const) {
    const categoryIds = covered === itemIds ? [] : await Promise.all(covered.map(categoryOf));
    const name = `MODEL${world}P${percentOff}`;
    const [row] = await db.insert(discountCodes).values({ code: name, kind: "percent", percentOff, categoryIds }).returning();
    codes.set(row.id, { percentOff, coveredItemIds: new Set(covered) });
    codeNames.push(name);
  }
  return { double, userIds: customers.map((c) => c.id), startingStock, codes, customers, itemIds, codeNames, orders: [], mailbox: [], disputeIds: [], failures: [] };
}

/** Notes any 5xx answer: no command, however ill-timed, may break the shop. */
function answered(world: World, label: string, code: number): void {
  if (code >= 500) world.failures.push(`${label} answered ${code}`);
}

let eventClock = 1_800_000_000;
/** Stripe's event about `object` as it is now (a snapshot), signed, put in the mailbox or delivered at once. */
async function stripeSends(world: World, type: string, object: Record<string, unknown>, now: boolean): Promise<void> {
  const id = `evt_model_${++eventClock}`;
  const signed = { ...signedPayload(JSON.stringify({ ...stripeFixture("event"), id, type, created: eventClock, data: { object: structuredClone(object) } })), type };
  if (now) answered(world, `webhook ${type}`, (await sendWebhook(signed)).status);
  else world.mailbox.push(signed);
}

const pick = <T,>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const intentOf = (intentId: string) => double.intents.get(intentId);

/** The worker: every queued job of the run's orders made due (backoffs skipped), then run. */
async function runJobs(world: World): Promise<void> {
  const db = await getDb();
  const ids = world.orders.map((order) => order.id);
  if (ids.length) await db.update(jobs).set({ runAt: sql`now()` }).where(and(inArray(jobs.orderId, ids), eq(jobs.state, "queued")));
  await runDueJobs();
}

async function addToCart(w: World, c: number, i: number, quantity: number): Promise<void> {
  const customer = pick(w.customers, c)!;
  const body = { productItemId: pick(w.itemIds, i), quantity };
  answered(w, "add to cart", (await postCart(apiRequest("/api/cart", { method: "POST", token: customer.token, body }), routeContext())).status);
}

/** create-intent with the cart as it is (a pending order's lines replaced), then the address. */
async function checkout(w: World, c: number, code: number): Promise<void> {
  const customer = pick(w.customers, c)!;
  const discountCode = code >= 0 ? w.codeNames[code] : undefined;
  const response = await createIntent(customer.token, { currency: "aud", country: "au", ...(discountCode ? { discountCode } : {}) });
  answered(w, "create-intent", response.status);
  if (response.status !== 200) return;
  const { paymentIntentId } = await json<{ paymentIntentId: string }>(response);
  const db = await getDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  if (order && !w.orders.some((known) => known.id === order.id)) w.orders.push({ id: order.id, intentId: paymentIntentId, customer });
  answered(w, "shipping", (await shipping(customer.token, paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS })).status);
}

type Act = (world: World) => Promise<void>;
type Step = { label: string; act: Act };

const n = fc.nat({ max: 1000 });

const steps: fc.Arbitrary<Step>[] = [
  fc.record({ c: n, i: n, q: fc.integer({ min: 1, max: 3 }) }).map(({ c, i, q }) => ({
    label: `add(c${c % 2}, item${i % 3}, ${q})`,
    act: (w) => addToCart(w, c, i, q),
  })),
  fc.record({ c: n, l: n, q: fc.integer({ min: 1, max: 4 }) }).map(({ c, l, q }) => ({
    label: `change(c${c % 2}, line${l}, ${q})`,
    act: async (w) => {
      const customer = pick(w.customers, c)!;
      const lines = await json<{ id: number }[]>(await getCart(apiRequest("/api/cart", { token: customer.token }), routeContext()));
      const line = pick(lines, l);
      if (!line) return;
      const request = apiRequest(`/api/cart/${line.id}`, { method: "PUT", token: customer.token, body: { quantity: q } });
      answered(w, "change cart", (await putCartLine(request, routeContext({ id: String(line.id) }))).status);
    },
  })),
  fc.record({ c: n, code: fc.integer({ min: -1, max: 1 }) }).map(({ c, code }) => ({
    label: `checkout(c${c % 2}, code ${code})`,
    act: (w) => checkout(w, c, code),
  })),
  fc
    .record({
      o: n,
      method: fc.oneof({ arbitrary: fc.constant("pm_card_visa"), weight: 3 }, fc.constantFrom("pm_card_chargeDeclined", "pm_usBankAccount")),
      now: fc.oneof({ arbitrary: fc.constant(true), weight: 2 }, fc.constant(false)),
    })
    .map(({ o, method, now }) => ({
      label: `pay(o${o}, ${method}, ${now ? "event now" : "event later"})`,
      act: async (w) => {
        const order = pick(w.orders, o);
        if (!order) return;
        await confirmAtStripe(double, order.intentId, method);
        const intent = intentOf(order.intentId)!;
        const type = intent.status === "succeeded" ? "payment_intent.succeeded" : intent.status === "processing" ? "payment_intent.processing" : "payment_intent.payment_failed";
        await stripeSends(w, type, intent, now);
      },
    })),
  fc.record({ o: n, ok: fc.boolean(), now: fc.boolean() }).map(({ o, ok, now }) => ({
    label: `bank answers(o${o}, ${ok ? "succeeded" : "failed"})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order || intentOf(order.intentId)?.status !== "processing") return;
      const intent = double.finishProcessing(order.intentId, ok ? "succeeded" : "failed");
      await stripeSends(w, ok ? "payment_intent.succeeded" : "payment_intent.payment_failed", intent, now);
    },
  })),
  n.map((o) => ({
    label: `shopper checks status(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (order) answered(w, "orderstatus", (await status(order.customer.token, `?pi=${order.intentId}`)).status);
    },
  })),
  // Everything left, or one unit of the first line (a shipment of its own, the rest shipped later).
  fc.tuple(n, fc.boolean()).map(([o, part]) => ({
    label: part ? `ship one unit(o${o})` : `ship(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order) return;
      const db = await getDb();
      const [first] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id).limit(1);
      const body = part && first ? { carrier: "UPS", lines: [{ lineId: first.id, quantity: 1 }] } : { carrier: "UPS" };
      const answer = await send(postShip, jsonRequest(`/api/admin/orders/${order.id}/ship`, "POST", admin, body), { id: String(order.id) });
      answered(w, "ship", answer.status);
    },
  })),
  n.map((o) => ({
    label: `deliver(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order) return;
      answered(w, "deliver", (await send(postDeliver, jsonRequest(`/api/admin/orders/${order.id}/deliver`, "POST", admin), { id: String(order.id) })).status);
    },
  })),
  fc
    .record({ o: n, l: n, q: fc.integer({ min: 1, max: 3 }), restock: fc.boolean(), amount: fc.option(fc.integer({ min: 1, max: 6000 }), { nil: undefined }) })
    .map(({ o, l, q, restock, amount }) => ({
      label: `refund(o${o}, ${amount === undefined ? `line${l} ×${q}` : `${amount / 100}`}${restock ? ", restock" : ""})`,
      act: async (w) => {
        const order = pick(w.orders, o);
        if (!order) return;
        const db = await getDb();
        const lines = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
        const line = pick(lines, l);
        const body =
          amount !== undefined
            ? { amount: amount / 100 }
            : line
              ? { lines: [{ lineId: line.id, quantity: q }], restock }
              : {};
        answered(w, "refund", (await adminRefund(admin, order.id, body)).status);
      },
    })),
  n.map((o) => ({
    label: `cancel(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (order) answered(w, "cancel", (await adminCancel(admin, order.id)).status);
    },
  })),
  n.map((o) => ({
    label: `expire(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order) return;
      await ageOrder(order.id, 25);
      await runSweeps();
      await runJobs(w);
    },
  })),
  fc.constant({ label: "run jobs", act: runJobs }),
  fc.boolean().map((on) => ({ label: `refunds stay pending: ${on}`, act: async () => double.refundsStayPending(on) })),
  fc.record({ r: n, to: fc.constantFrom("succeeded", "failed", "canceled" as const), now: fc.boolean() }).map(({ r, to, now }) => ({
    label: `Stripe settles refund r${r} → ${to}`,
    act: async (w) => {
      const intents = new Set(w.orders.map((order) => order.intentId));
      const refund = pick(double.refunds.filter((one) => intents.has(String(one.payment_intent))), r);
      const moves: Record<string, string[]> = { pending: ["succeeded", "failed", "canceled"], succeeded: ["failed"] };
      if (!refund || !moves[String(refund.status)]?.includes(to)) return;
      for (const event of double.settleRefund(String(refund.id), to)) {
        const object = (event.data as { object: Record<string, unknown> }).object;
        await stripeSends(w, String(event.type), object, now);
      }
    },
  })),
  n.map((o) => ({
    label: `charge.refunded(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order || !double.refunds.some((refund) => refund.payment_intent === order.intentId)) return;
      const event = double.chargeRefundedEvent(order.intentId);
      await stripeSends(w, "charge.refunded", (event.data as { object: Record<string, unknown> }).object, false);
    },
  })),
  n.map((o) => ({
    label: `dispute opened(o${o})`,
    act: async (w) => {
      const order = pick(w.orders, o);
      if (!order || intentOf(order.intentId)?.status !== "succeeded") return;
      const opened = double.openDispute(order.intentId);
      w.disputeIds.push(String(opened.id));
      w.mailbox.push({ ...disputeEvent("charge.dispute.created", opened, ++eventClock), type: "charge.dispute.created" });
      w.mailbox.push({ ...disputeEvent("charge.dispute.funds_withdrawn", opened, ++eventClock), type: "charge.dispute.funds_withdrawn" });
    },
  })),
  fc.record({ d: n, end: fc.constantFrom("won", "lost", "refundable" as const) }).map(({ d, end }) => ({
    label: `dispute d${d} ${end}`,
    act: async (w) => {
      const id = pick(w.disputeIds, d);
      const dispute = id ? double.disputes.get(id) : undefined;
      if (!id || !dispute || dispute.status === "won" || dispute.status === "lost") return;
      if (end === "refundable") {
        const updated = double.markDisputeRefundable(id);
        w.mailbox.push({ ...disputeEvent("charge.dispute.updated", updated, ++eventClock), type: "charge.dispute.updated" });
        return;
      }
      const closed = double.closeDispute(id, end);
      w.mailbox.push({ ...disputeEvent("charge.dispute.closed", closed, ++eventClock), type: "charge.dispute.closed" });
      if (end === "won") w.mailbox.push({ ...disputeEvent("charge.dispute.funds_reinstated", closed, ++eventClock), type: "charge.dispute.funds_reinstated" });
    },
  })),
  fc.record({ e: n, keep: fc.boolean() }).map(({ e, keep }) => ({
    label: `deliver event e${e}${keep ? " (again later)" : ""}`,
    act: async (w) => {
      const index = w.mailbox.length ? e % w.mailbox.length : -1;
      if (index < 0) return;
      const event = w.mailbox[index];
      if (!keep) w.mailbox.splice(index, 1);
      answered(w, `webhook ${event.type}`, (await sendWebhook(event)).status);
    },
  })),
  fc.constant({
    label: "deliver every event, newest first",
    act: async (w) => {
      const events = w.mailbox.splice(0).reverse();
      for (const event of events) answered(w, `webhook ${event.type}`, (await sendWebhook(event)).status);
    },
  }),
];

// The shopper's first steps weigh more, so that most runs reach orders to pay, ship and refund.
// By index in `steps`: add, change, checkout, pay, bank, status, ship, deliver, refund, cancel,
// expire, run jobs, pending refunds, settle refund, charge.refunded, dispute, dispute end, deliver one, deliver all.
const WEIGHTS = [2, 1, 2, 5, 1, 1, 2, 1, 5, 1, 1, 2, 1, 3, 1, 1, 1, 2, 1];
const single = fc.oneof(...steps.map((arbitrary, index) => ({ arbitrary, weight: WEIGHTS[index] })));
/** Two commands at once, as two browsers or a browser and Stripe's webhook would send them. */
const pair = fc.tuple(single, single).map(([a, b]) => ({
  label: `[${a.label} ‖ ${b.label}]`,
  act: async (w: World) => {
    await Promise.all([a.act(w), b.act(w)]);
  },
}));

/**
 * The end of each run: Stripe's events still in the mailbox arrive (newest first) and the worker
 * catches up; then, beyond the invariants, the shop's refunds agree with Stripe's: what each order
 * counts as refunded is what Stripe's refunds of its payment that succeeded add up to.
 */
async function settleEverything(world: World): Promise<void> {
  for (const event of world.mailbox.splice(0).reverse()) answered(world, `webhook ${event.type}`, (await sendWebhook(event)).status);
  await runJobs(world);
  await runJobs(world);
  const broken = [...world.failures, ...(await ledgerViolations(world))];
  const db = await getDb();
  for (const { id, intentId } of world.orders) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    const atStripe = double.refunds
      .filter((refund) => refund.payment_intent === intentId && refund.status === "succeeded")
      .reduce((total, refund) => total + Number(refund.amount), 0);
    if (order.refundedAmountMinor !== atStripe) broken.push(`order ${id}: refunded ${order.refundedAmountMinor}, Stripe refunded ${atStripe}`);
  }
  if (broken.length) throw new Error(`once every event is delivered and every job run:\n  ${broken.join("\n  ")}`);
}

/** Where the runs' orders and refunds ended, printed after the runs: the model must reach the states it is about. */
const reached: Record<string, number> = {};
async function tally(world: World): Promise<void> {
  if (!world.orders.length) return void (reached["run without order"] = (reached["run without order"] ?? 0) + 1);
  const db = await getDb();
  const ids = world.orders.map((order) => order.id);
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  for (const row of rows) {
    const key = `order ${row.paymentStatus}/${row.fulfilmentStatus}`;
    reached[key] = (reached[key] ?? 0) + 1;
  }
  const refunds = await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids));
  for (const refund of refunds) reached[`refund ${refund.state}`] = (reached[`refund ${refund.state}`] ?? 0) + 1;
  reached.disputes = (reached.disputes ?? 0) + world.disputeIds.length;
}

class Command implements fc.AsyncCommand<object, World> {
  constructor(readonly step: Step) {}
  check(): boolean {
    return true;
  }
  async run(_model: object, world: World): Promise<void> {
    await this.step.act(world);
    const broken = [...world.failures, ...(await ledgerViolations(world))];
    if (broken.length) throw new Error(`after ${this.step.label}:\n  ${broken.join("\n  ")}`);
  }
  toString(): string {
    return this.step.label;
  }
}

const commands = fc.commands(
  [single.map((step) => new Command(step)), pair.map((step) => new Command(step))],
  { maxCommands: MAX_COMMANDS },
);

/**
 * How each run opens: every customer fills a cart and checks out (random items, quantities and
 * code), so the random commands that follow have orders to pay, ship, refund and dispute.
 */
const opening = fc.array(
  fc.record({ items: fc.uniqueArray(fc.nat({ max: 2 }), { minLength: 1, maxLength: 3 }), q: fc.integer({ min: 1, max: 2 }), code: fc.integer({ min: -1, max: 1 }) }),
  { minLength: 2, maxLength: 2 },
);
type Opening = { items: number[]; q: number; code: number }[];

async function open(world: World, carts: Opening): Promise<void> {
  for (const [c, cart] of carts.entries()) {
    for (const i of cart.items) await addToCart(world, c, i, cart.q);
    await checkout(world, c, cart.code);
  }
}

describe("the order ledger under random lives of the shop", () => {
  it(`keeps money, goods and stock in agreement after every command (${RUNS} runs)`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(opening, commands, async (carts, cmds) => {
        double.refundsStayPending(false);
        const world = await newWorld();
        await open(world, carts);
        const broken = [...world.failures, ...(await ledgerViolations(world))];
        if (broken.length) throw new Error(`after the opening checkouts:\n  ${broken.join("\n  ")}`);
        await fc.asyncModelRun(() => ({ model: {}, real: world }), cmds);
        await settleEverything(world);
        await tally(world);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: process.env.MODEL_SHRINK === "0" },
    );
    console.log(`order ledger model: ${RUNS} runs (seed ${SEED ?? "random"}) in ${((Date.now() - started) / 1000).toFixed(1)} s; where they ended: ${JSON.stringify(reached)}`);
  }, 600_000);
});

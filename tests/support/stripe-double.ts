import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { finishProcessing } from "./stripe-bank-debits";
import { closeDispute, createDispute, refuseDisputedRefund, type DisputeOptions } from "./stripe-disputes";
import {
  failureFor,
  idempotencyKeyInUse,
  idempotencyMismatch,
  missing,
  StripeRefusal,
  type StripeAnswer,
} from "./stripe-errors";
import {
  cancelIntent,
  confirmIntent,
  createIntent,
  createRefund,
  listIntents,
  listRefunds,
  searchIntents,
  updateIntent,
  type Ids,
} from "./stripe-intents";
import { chargeWithoutRefunds, eventAbout, holdsCharge, moveRefund, type RefundOutcome } from "./stripe-refunds";

// A local stand-in for Stripe's API, for the provider's tests: the real `stripe` SDK talks to it
// over HTTP. It is as strict as Stripe's documentation: objects of the shapes of Stripe's own
// examples (copied from the stripe/openapi repository, MIT licence beside them), the
// PaymentIntent status rules and amount limits (stripe-intents.ts), Stripe's error envelopes
// (stripe-errors.ts), and idempotency keys: the first answer for a key (a 500 included) is
// stored for 24 hours and replayed, the key with other parameters is a 400, and the key of a
// request still in flight is a 409. Keys live in one store for the whole test run, shared by
// every double and every database (one Stripe account: two shops' keys must not collide).
// Search sees an intent only after a lag (Stripe's search is eventually consistent). It records
// every request so tests can check what was sent.

type StripeObject = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
};

const fixtures = JSON.parse(readFileSync(resolve(__dirname, "stripe-fixtures.json"), "utf8")) as {
  resources: Record<string, StripeObject>;
};

export function stripeFixture(name: "payment_intent" | "event" | "refund" | "charge"): StripeObject {
  return structuredClone(fixtures.resources[name]);
}

/** How long Stripe keeps a key's answer (at least 24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long Stripe's search takes to see a new intent by default ("under a minute", often more). */
export const DEFAULT_SEARCH_LAG_MS = 60_000;

type Stored = { fingerprint: string; answer: StripeAnswer; storedAt: number };

// One Stripe for the whole run: its idempotency keys, the keys of requests still being
// executed, and its clock are shared by every double this process starts.
const keys = new Map<string, Stored>();
const inFlight = new Set<string>();
let clockOffset = 0;

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolveBody, reject) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolveBody(new URLSearchParams(data)));
    request.on("error", reject);
  });
}

/** The request as the idempotency layer compares it: endpoint and every parameter, order aside. */
function fingerprint(method: string, path: string, params: URLSearchParams): string {
  return `${method} ${path} ${[...params]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&")}`;
}

export type FailureOptions = {
  /** The operation takes effect before the failure is answered (Stripe's 500 leaves the outcome unknown). */
  applied?: boolean;
  /** Only requests of this method fail (e.g. "POST": reads still answer). */
  method?: "GET" | "POST";
};

export type StripeDouble = {
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, StripeObject>;
  /** Refunds made, oldest first: each POST /v1/refunds Stripe executed (a replayed key adds none). */
  refunds: StripeObject[];
  /** The bank answers a processing payment (a debit): it succeeds, or fails back to requires_payment_method. */
  finishProcessing(intentId: string, outcome: "succeeded" | "failed"): StripeObject;
  /** Disputes opened by card holders, by id. */
  disputes: Map<string, StripeObject>;
  /** A card holder disputes the charge of a succeeded intent: the new dispute (needs_response). */
  openDispute(intentId: string, options?: DisputeOptions): StripeObject;
  /** Stripe closes a dispute, won or lost. */
  closeDispute(disputeId: string, outcome: "won" | "lost"): StripeObject;
  /** Stripe lets the disputed charge be refunded (`is_charge_refundable`). */
  markDisputeRefundable(disputeId: string): StripeObject;
  /** Makes the next answers fail with this HTTP status (e.g. 500, 429), until cleared with null. */
  failWith(status: number | null, options?: FailureOptions): void;
  /** While true, requests are recorded and never answered (a Stripe that times out); they are dropped when it ends. */
  hang(on: boolean): void;
  /** While true, refunds are made pending (Stripe's answer for many payment methods, or a bank that is slow). */
  refundsStayPending(on: boolean): void;
  /**
   * Stripe finishes a refund (succeeded, failed or canceled; a succeeded one can still fail):
   * answers the events Stripe sends about it, unsigned (tests sign and post them).
   */
  settleRefund(refundId: string, to: RefundOutcome): Record<string, unknown>[];
  /** charge.refunded for an intent as Stripe sends it now: the refunded total and no `refunds` list. */
  chargeRefundedEvent(intentId: string): Record<string, unknown>;
  /** Moves Stripe's clock on, for every double (idempotency keys older than 24 hours are forgotten). */
  advanceClock(ms: number): void;
  /** How long each request takes to execute (its idempotency key is in flight meanwhile); 0 by default. */
  setLatency(ms: number): void;
  /** How long after its creation an intent appears in search results (DEFAULT_SEARCH_LAG_MS unless set). */
  setSearchLag(ms: number): void;
  /** The intents made for one order (by metadata orderId), canceled ones aside. */
  liveIntentsOf(orderId: number | string): StripeObject[];
  close(): Promise<void>;
};

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
  const refunds: StripeObject[] = [];
  const disputes = new Map<string, StripeObject>();
  const disputeOf = (id: string): StripeObject => {
    const dispute = disputes.get(id);
    if (!dispute) throw new Error(`The double has no dispute ${id}`);
    return dispute;
  };
  /** When each intent was created (ms on the double's clock), for search's lag. */
  const createdAt = new Map<string, number>();
  let failure: { status: number; applied: boolean; method?: string } | null = null;
  let hanging = false;
  let latency = 0;
  let searchLag = DEFAULT_SEARCH_LAG_MS;
  const held = new Map<IncomingMessage, string | undefined>();
  let refundsPending = false;
  const dropHeld = () => {
    for (const [request, key] of held) {
      request.socket.destroy();
      if (key) inFlight.delete(key);
    }
    held.clear();
  };
  let counter = 0;
  const ids: Ids = {
    next: (prefix) => `${prefix}double${Date.now().toString(36)}${++counter}`,
    now: () => Date.now() + clockOffset,
  };

  const intentOf = (id: string): StripeObject => {
    const intent = intents.get(id);
    if (!intent) throw missing("payment_intent", id, "intent");
    return intent;
  };
  const refundedOf = (intentId: string) =>
    refunds
      .filter((refund) => refund.payment_intent === intentId && holdsCharge(refund))
      .reduce((total, refund) => total + Number(refund.amount), 0);

  /** Runs one API call: its object, or Stripe's refusal. */
  function execute(
    method: string,
    path: string,
    params: URLSearchParams,
    query: URLSearchParams,
  ): StripeAnswer {
    const ok = (object: StripeObject): StripeAnswer => ({
      status: 200,
      body: structuredClone(object),
      replayable: true,
    });
    try {
      if (method === "GET" && path === "/v1/payment_intents/search") {
        const indexed = [...intents.values()].filter(
          (intent) => (createdAt.get(String(intent.id)) ?? 0) + searchLag <= ids.now(),
        );
        return ok(searchIntents(indexed, query.get("query")));
      }
      if (method === "GET" && path === "/v1/payment_intents") return ok(listIntents([...intents.values()], query));
      const intentMatch = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel|confirm))?$/.exec(path);
      if (intentMatch && method === "POST" && !intentMatch[1]) {
        const intent = createIntent(stripeFixture("payment_intent"), params, ids);
        intents.set(String(intent.id), intent);
        createdAt.set(String(intent.id), ids.now());
        return ok(intent);
      }
      if (intentMatch?.[1]) {
        const intent = intentOf(intentMatch[1]);
        if (method === "GET" && !intentMatch[2]) return ok(intent);
        if (method === "POST" && intentMatch[2] === "cancel") return ok(cancelIntent(intent, params, ids));
        if (method === "POST" && intentMatch[2] === "confirm") return ok(confirmIntent(intent, params, ids));
        if (method === "POST" && !intentMatch[2]) return ok(updateIntent(intent, params));
      }
      // Stripe lists newest first; the shop looks for a refund made under an answer it never saw.
      if (path === "/v1/refunds" && method === "GET") return ok(listRefunds(refunds, query));
      if (path === "/v1/refunds" && method === "POST") {
        const intentId = params.get("payment_intent") ?? "";
        refuseDisputedRefund(disputes.values(), intents.get(intentId));
        const refund = createRefund(
          stripeFixture("refund"),
          intents.get(intentId),
          params,
          refundedOf(intentId),
          ids,
        );
        if (refundsPending) refund.status = "pending";
        refunds.push(refund);
        return ok(refund);
      }
      return new StripeRefusal(
        404,
        { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
        false,
      ).answer();
    } catch (error) {
      if (error instanceof StripeRefusal) return error.answer();
      throw error;
    }
  }

  /** Idempotency first (POST only, as Stripe), then the injected failure, then the call itself. */
  function answer(
    request: IncomingMessage,
    params: URLSearchParams,
    url: URL,
  ): { answer: StripeAnswer; replayed: boolean } {
    const method = request.method ?? "GET";
    const headerKey = request.headers["idempotency-key"];
    const key = method === "POST" && typeof headerKey === "string" ? headerKey : undefined;
    const print = fingerprint(method, url.pathname, params);
    if (key) {
      const stored = keys.get(key);
      if (stored && ids.now() - stored.storedAt >= IDEMPOTENCY_WINDOW_MS) keys.delete(key);
      else if (stored) {
        if (stored.fingerprint !== print)
          return { answer: idempotencyMismatch(key).answer(), replayed: false };
        return { answer: stored.answer, replayed: true };
      }
    }
    let result: StripeAnswer;
    const failing = failure && (!failure.method || failure.method === method) ? failure : null;
    if (failing && !(failing.applied && method === "POST")) result = failureFor(failing.status).answer();
    else {
      result = execute(method, url.pathname, params, url.searchParams);
      if (failing) result = failureFor(failing.status).answer();
    }
    // Stripe stores what an endpoint answered once it began executing; a refused parameter or a rate limit is not stored.
    if (key && result.replayable) keys.set(key, { fingerprint: print, answer: result, storedAt: ids.now() });
    return { answer: result, replayed: false };
  }

  const server: Server = createServer(async (request, response: ServerResponse) => {
    const params = await body(request);
    const url = new URL(request.url ?? "/", "http://stripe.local");
    requests.push({ method: request.method ?? "GET", path: url.pathname, params, headers: request.headers });
    const headerKey = request.headers["idempotency-key"];
    const key = request.method === "POST" && typeof headerKey === "string" ? headerKey : undefined;
    // Stripe refuses a key while another request under it is still executing (409, the SDK retries it).
    let result: StripeAnswer;
    let replayed = false;
    if (key && inFlight.has(key)) result = idempotencyKeyInUse(key).answer();
    else {
      if (key) inFlight.add(key);
      if (hanging) return void held.set(request, key);
      if (latency > 0) await new Promise((done) => setTimeout(done, latency));
      try {
        ({ answer: result, replayed } = answer(request, params, url));
      } finally {
        if (key) inFlight.delete(key);
      }
    }
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "request-id": `req_${++counter}`,
    };
    if (key) headers["idempotency-key"] = key;
    if (replayed) headers["idempotent-replayed"] = "true";
    // A stored 500 would only be replayed: Stripe tells its SDKs not to retry it.
    if (result.status >= 500) headers["stripe-should-retry"] = "false";
    response.writeHead(result.status, headers);
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    refunds,
    finishProcessing: (intentId, outcome) => structuredClone(finishProcessing(intentOf(intentId), outcome, ids)),
    disputes,
    openDispute: (intentId, options = {}) => {
      const dispute = createDispute(intentOf(intentId), options, ids);
      disputes.set(String(dispute.id), dispute);
      return structuredClone(dispute);
    },
    closeDispute: (disputeId, outcome) => structuredClone(closeDispute(disputeOf(disputeId), outcome)),
    markDisputeRefundable: (disputeId) =>
      structuredClone(Object.assign(disputeOf(disputeId), { is_charge_refundable: true })),
    failWith: (status, options = {}) => {
      failure = status === null ? null : { status, applied: options.applied ?? false, method: options.method };
    },
    hang: (on) => {
      hanging = on;
      if (!on) dropHeld();
    },
    refundsStayPending: (on) => {
      refundsPending = on;
    },
    settleRefund: (refundId, to) => {
      const refund = refunds.find((one) => one.id === refundId);
      if (!refund) throw new Error(`the double has no refund ${refundId}`);
      const types = moveRefund(refund, to);
      const created = Math.floor(ids.now() / 1000);
      return types.map((type) => {
        const intent = intents.get(String(refund.payment_intent));
        const object =
          type === "charge.refunded" && intent ? chargeWithoutRefunds(stripeFixture("charge"), intent, refunds) : refund;
        return eventAbout(stripeFixture("event"), type, object, ids.next("evt_"), created);
      });
    },
    chargeRefundedEvent: (intentId) =>
      eventAbout(
        stripeFixture("event"),
        "charge.refunded",
        chargeWithoutRefunds(stripeFixture("charge"), intentOf(intentId), refunds),
        ids.next("evt_"),
        Math.floor(ids.now() / 1000),
      ),
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    setLatency: (ms) => {
      latency = ms;
    },
    setSearchLag: (ms) => {
      searchLag = ms;
    },
    liveIntentsOf: (orderId) =>
      [...intents.values()].filter(
        (intent) =>
          (intent.metadata as Record<string, string>).orderId === String(orderId) &&
          intent.status !== "canceled",
      ),
    close: () => {
      dropHeld();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

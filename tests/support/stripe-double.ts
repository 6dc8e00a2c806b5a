import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";

// A local stand-in for Stripe's API, for the provider's tests: the real `stripe` SDK talks to it
// over HTTP. It answers objects of exactly the shapes of Stripe's own examples
// (copied from the stripe/openapi repository, MIT licence beside them), keeps the intents it created, and records every request so tests can check what was sent.

type StripeObject = Record<string, unknown>;
export type RecordedRequest = { method: string; path: string; params: URLSearchParams; headers: IncomingMessage["headers"] };

const fixtures = JSON.parse(
  readFileSync(resolve(__dirname, "stripe-fixtures.json"), "utf8"),
) as { resources: Record<string, StripeObject> };

export function stripeFixture(name: "payment_intent" | "event" | "refund" | "charge"): StripeObject {
  return structuredClone(fixtures.resources[name]);
}

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolveBody, reject) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolveBody(new URLSearchParams(data)));
    request.on("error", reject);
  });
}

export type StripeDouble = {
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, StripeObject>;
  /** Refunds made, by id: each POST /v1/refunds that was not a replay of an idempotency key. */
  refunds: Map<string, StripeObject>;
  /** Makes the next answers fail with this HTTP status (e.g. 500), until cleared with null. */
  failWith(status: number | null): void;
  /** While true, requests are recorded and never answered (a Stripe that times out); they are dropped when it ends. */
  hang(on: boolean): void;
  close(): Promise<void>;
};

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  // As Stripe does for a key it has seen: the first answer again, whatever the retry sends.
  const refundsByKey = new Map<string, StripeObject>();
  let failure: number | null = null;
  let hanging = false;
  const held = new Set<IncomingMessage>();
  const dropHeld = () => {
    for (const request of held) request.socket.destroy();
    held.clear();
  };
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const params = await body(request);
    const url = new URL(request.url ?? "/", "http://stripe.local");
    requests.push({ method: request.method ?? "GET", path: url.pathname, params, headers: request.headers });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
      response.end(JSON.stringify(payload));
    };
    if (hanging) return void held.add(request);
    if (failure) return send(failure, { error: { type: "api_error", message: "Stripe double failure" } });

    const intentMatch = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel))?$/.exec(url.pathname);
    if (intentMatch && request.method === "POST" && !intentMatch[1]) {
      const id = `pi_double${Date.now().toString(36)}${++counter}`;
      const intent = {
        ...stripeFixture("payment_intent"),
        id,
        amount: Number(params.get("amount")),
        currency: params.get("currency"),
        client_secret: `${id}_secret_double${counter}`,
        status: "requires_payment_method",
        receipt_email: params.get("receipt_email"),
        metadata: { orderId: params.get("metadata[orderId]") },
        last_payment_error: null,
        shipping: null,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const intent = intentMatch?.[1] ? intents.get(intentMatch[1]) : undefined;
    if (intentMatch?.[1] && !intent)
      return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
    if (intent && request.method === "GET") return send(200, intent);
    if (intent && intentMatch?.[2] === "cancel") {
      intent.status = "canceled";
      return send(200, intent);
    }
    if (intent && request.method === "POST") {
      if (params.has("amount")) intent.amount = Number(params.get("amount"));
      if (params.has("shipping[name]"))
        intent.shipping = {
          name: params.get("shipping[name]"),
          phone: params.get("shipping[phone]"),
          address: {
            line1: params.get("shipping[address][line1]"),
            line2: params.get("shipping[address][line2]"),
            city: params.get("shipping[address][city]"),
            state: params.get("shipping[address][state]"),
            postal_code: params.get("shipping[address][postal_code]"),
            country: params.get("shipping[address][country]"),
          },
        };
      return send(200, intent);
    }
    if (url.pathname === "/v1/refunds" && request.method === "GET") {
      const intentId = url.searchParams.get("payment_intent");
      const data = [...refunds.values()].filter((refund) => !intentId || refund.payment_intent === intentId).reverse();
      return send(200, { object: "list", url: "/v1/refunds", has_more: false, data });
    }
    if (url.pathname === "/v1/refunds" && request.method === "POST") {
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? refundsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const charged = intents.get(params.get("payment_intent") ?? "");
      if (!charged || charged.status !== "succeeded")
        return send(400, {
          error: { type: "invalid_request_error", param: "payment_intent", message: "This PaymentIntent does not have a successful charge to refund." },
        });
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === charged.id && refund.status !== "failed")
        .reduce((total, refund) => total + Number(refund.amount), 0);
      const left = Number(charged.amount) - refunded;
      const amount = params.has("amount") ? Number(params.get("amount")) : left;
      if (amount > left || amount <= 0)
        return send(400, {
          error: { type: "invalid_request_error", code: "amount_too_large", param: "amount", message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` },
        });
      const metadata = Object.fromEntries(
        [...params.entries()].flatMap(([name, value]) => {
          const field = /^metadata\[(.+)\]$/.exec(name);
          return field ? [[field[1], value]] : [];
        }),
      );
      const refund = {
        ...stripeFixture("refund"),
        id: `re_double${++counter}`,
        amount,
        currency: charged.currency,
        charge: `ch_double_${charged.id}`,
        payment_intent: charged.id,
        metadata,
        status: "succeeded",
      };
      refunds.set(String(refund.id), refund);
      if (typeof key === "string") refundsByKey.set(key, refund);
      return send(200, refund);
    }
    send(404, { error: { type: "invalid_request_error", message: `No route ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    refunds,
    failWith: (status) => {
      failure = status;
    },
    hang: (on) => {
      hanging = on;
      if (!on) dropHeld();
    },
    close: () => {
      dropHeld();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

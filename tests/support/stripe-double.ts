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
  /** Makes the next answers fail with this HTTP status (e.g. 500), until cleared with null. */
  failWith(status: number | null): void;
  /** While true, requests are recorded and never answered (a Stripe that times out); they are dropped when it ends. */
  hang(on: boolean): void;
  close(): Promise<void>;
};

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
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
    if (url.pathname === "/v1/refunds" && request.method === "POST")
      return send(200, { ...stripeFixture("refund"), id: `re_${++counter}`, payment_intent: params.get("payment_intent") });
    send(404, { error: { type: "invalid_request_error", message: `No route ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
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

// Stripe's error envelope (https://docs.stripe.com/api/errors): `{ error: { type, code,
// decline_code, param, message, doc_url } }` with the HTTP status Stripe gives each type, so the
// real SDK raises the same error classes it would for Stripe (StripeCardError for 402,
// StripeInvalidRequestError for 400/404, StripeIdempotencyError, StripeRateLimitError, StripeAPIError).

type StripeObject = Record<string, unknown>;

export type StripeErrorType =
  | "api_error"
  | "card_error"
  | "idempotency_error"
  | "invalid_request_error"
  | "rate_limit_error";

export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: StripeObject;
};

/** An answer the double sends: its status and body. `replayable` is false for what Stripe never stores under a key. */
export type StripeAnswer = { status: number; body: unknown; replayable: boolean };

/** A refusal. Validation errors (bad parameters) are not stored under an idempotency key; errors found while executing are. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    readonly replayable: boolean,
  ) {
    super(error.message);
  }

  answer(): StripeAnswer {
    const { code } = this.error;
    const docUrl = code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}` } : {};
    return {
      status: this.status,
      body: { error: { ...this.error, ...docUrl } },
      replayable: this.replayable,
    };
  }
}

/** 400 invalid_request_error about one parameter, found before the endpoint runs (never stored). */
export function invalidParam(param: string, code: string, message: string): StripeRefusal {
  return new StripeRefusal(400, { type: "invalid_request_error", code, param, message }, false);
}

/** 404 resource_missing, as Stripe answers for an id it does not know. */
export function missing(kind: string, id: string, param = "id"): StripeRefusal {
  return new StripeRefusal(
    404,
    { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${kind}: '${id}'` },
    false,
  );
}

/** 400 payment_intent_unexpected_state: the call is not allowed in the intent's status. */
export function unexpectedState(intent: StripeObject, message: string): StripeRefusal {
  return new StripeRefusal(
    400,
    {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message,
      payment_intent: structuredClone(intent),
    },
    true,
  );
}

/** 402 card_error: the bank declined; the intent goes back to requires_payment_method. */
export function cardDeclined(
  intent: StripeObject,
  code: string,
  declineCode: string,
  message: string,
): StripeRefusal {
  return new StripeRefusal(
    402,
    { type: "card_error", code, decline_code: declineCode, message, payment_intent: structuredClone(intent) },
    true,
  );
}

/** 400 idempotency_error: a key reused with other parameters (or another endpoint). */
export function idempotencyMismatch(key: string): StripeRefusal {
  return new StripeRefusal(
    400,
    {
      type: "idempotency_error",
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
    false,
  );
}

/** 409 idempotency_error: another request under the same key is still being executed (never stored). */
export function idempotencyKeyInUse(key: string): StripeRefusal {
  return new StripeRefusal(
    409,
    {
      type: "idempotency_error",
      code: "idempotency_key_in_use",
      message: `There is currently another in-progress request using this idempotency key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
    },
    false,
  );
}

/** What an injected failure answers for each status Stripe uses. */
export function failureFor(status: number): StripeRefusal {
  if (status === 429)
    return new StripeRefusal(
      429,
      { type: "rate_limit_error", code: "rate_limit", message: "Too many requests hit the API too quickly." },
      false,
    );
  if (status === 402)
    return new StripeRefusal(
      402,
      {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
      true,
    );
  if (status >= 500)
    return new StripeRefusal(
      status,
      { type: "api_error", message: "An unknown error occurred (Stripe double failure)." },
      true,
    );
  return new StripeRefusal(
    status,
    { type: "invalid_request_error", message: `Stripe double failure ${status}` },
    false,
  );
}

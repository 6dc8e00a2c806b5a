import { ServiceUnavailableError } from "@/lib/errors";

export const PROVIDER_UNAVAILABLE = "The payment provider is not answering; please try again in a moment";

/**
 * The provider could not do it now (a server error, a rate limit, a timeout): a 503 the shopper
 * may retry. `answered` tells a server error Stripe answered, which Stripe stores under the
 * request's idempotency key for 24 hours, from silence (the key can be retried as it is).
 */
export class ProviderUnavailableError extends ServiceUnavailableError {
  constructor(readonly answered: boolean) {
    super(PROVIDER_UNAVAILABLE);
  }
}

/**
 * The provider refused an idempotency key already used with other parameters (Stripe's 400
 * idempotency_error): repeating it can never succeed, so the request goes under a new key.
 */
export class IdempotencyKeyReusedError extends ProviderUnavailableError {
  constructor() {
    super(true);
  }
}

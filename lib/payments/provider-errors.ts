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

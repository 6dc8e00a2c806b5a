// What a shopper reads on an order the shop could not honour once its payment arrived (items sold
// out meanwhile, or its discount code's last use went to another order): the payment is given back
// through the refund job, and the words say whether the provider has confirmed it yet.

export const SOLD_OUT = "Some items sold out before your payment completed; your payment is being refunded.";
export const SOLD_OUT_REFUNDED =
  "Some items sold out before your payment completed; your payment has been refunded.";

export const CODE_USED_UP =
  "Your discount code was used up before your payment completed; your payment is being refunded.";
export const CODE_USED_UP_REFUNDED =
  "Your discount code was used up before your payment completed; your payment has been refunded.";

/** The refunded wording of a refused payment's reason. */
export const REFUNDED_WORDING: Record<string, string> = { [SOLD_OUT]: SOLD_OUT_REFUNDED, [CODE_USED_UP]: CODE_USED_UP_REFUNDED };

/** Whether an order's payment was refused after it arrived (its money is given back, never taken again). */
export function isRefusedAfterPayment(reason: string | null): boolean {
  return reason !== null && (reason in REFUNDED_WORDING || Object.values(REFUNDED_WORDING).includes(reason));
}

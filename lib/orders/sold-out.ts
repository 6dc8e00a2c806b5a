// What a shopper reads on an order that was paid after its stock ran out: the payment is given
// back through the refund job, and the words say whether the provider has confirmed it yet.

export const SOLD_OUT = "Some items sold out before your payment completed; your payment is being refunded.";
export const SOLD_OUT_REFUNDED =
  "Some items sold out before your payment completed; your payment has been refunded.";

/** Whether an order failed because its stock ran out after the payment (its money is given back, never taken again). */
export function isSoldOut(reason: string | null): boolean {
  return reason === SOLD_OUT || reason === SOLD_OUT_REFUNDED;
}

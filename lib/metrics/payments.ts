import { Counter } from "prom-client";
import { metric } from "./registry";

const failed = metric(
  "shop_payments_failed_total",
  (registers) =>
    new Counter({
      name: "shop_payments_failed_total",
      help: "Payments that left their order unpaid, by outcome: declined (the shopper may try another card), failed (cancelled for good), sold-out or code-used-up (refunded), review (the amount or currency received was not the order's: held for the owner).",
      labelNames: ["outcome"],
      registers,
    }),
);

export function countPaymentFailed(outcome: string): void {
  failed.inc({ outcome });
}

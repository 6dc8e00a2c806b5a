import { Counter } from "prom-client";
import { metric } from "./registry";

const failed = metric(
  "shop_payments_failed_total",
  (registers) =>
    new Counter({
      name: "shop_payments_failed_total",
      help: "Payments that failed for good (the provider cancelled them): their orders moved to failed.",
      registers,
    }),
);

/** Counts a settlement's outcome when it failed an order's payment. */
export function countPaymentOutcome(result: string): void {
  if (result === "failed") failed.inc();
}

import { Counter } from "prom-client";
import { metric } from "./registry";

const limited = metric(
  "shop_login_limited_total",
  (registers) =>
    new Counter({
      name: "shop_login_limited_total",
      help: "Login attempts refused with 429 because the address or the username and address failed too often.",
      registers,
    }),
);

export function countLoginLimited(): void {
  limited.inc();
}

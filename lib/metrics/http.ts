import { Counter, Histogram } from "prom-client";
import { metric } from "./registry";

export type ServedRequest = { method: string; route: string; status: number; durationSeconds: number };

const requests = metric(
  "shop_http_requests_total",
  (registers) =>
    new Counter({
      name: "shop_http_requests_total",
      help: "Requests served, by method, route and status.",
      labelNames: ["method", "route", "status"],
      registers,
    }),
);
const durations = metric(
  "shop_http_request_duration_seconds",
  (registers) =>
    new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to its response's end, by method, route and status.",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
);

export function countRequest({ method, route, status, durationSeconds }: ServedRequest): void {
  const labels = { method, route, status: String(status) };
  requests.inc(labels);
  durations.observe(labels, durationSeconds);
}

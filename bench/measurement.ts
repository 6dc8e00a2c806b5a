import type { CpuPerRequest } from "./cpu-use";

// Turns autocannon's result into the figures the bench reports (pure, so it can be tested).

export type Measurement = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than the expected ones, plus socket errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Answers by status code, e.g. { "200": 5000 }. */
  statuses: Record<string, number>;
  /** Distinct paths requested over requests made: how much a cache could have answered. */
  distinctShare?: number;
  /** CPU time per request of the server, PostgreSQL and the load generator (absent without /proc). */
  cpu?: CpuPerRequest;
};

/** The parts of autocannon's Result this reads (so tests need not build a whole one). */
export type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count?: number }>;
};

/** Success is any 2xx, or exactly `expectedStatus` when a scenario names one (the 404 page). */
export function isExpected(status: number, expectedStatus?: number): boolean {
  return expectedStatus === undefined ? status >= 200 && status < 300 : status === expectedStatus;
}

export function summarise(result: LoadResult, expectedStatus?: number): Measurement {
  const statuses: Record<string, number> = {};
  let unexpected = 0;
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    const count = stats.count ?? 0;
    statuses[status] = count;
    if (!isExpected(Number(status), expectedStatus)) unexpected += count;
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // autocannon counts a timeout among its errors too.
    errors: unexpected + result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

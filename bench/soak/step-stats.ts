// Per-step figures of a soak run: count, errors and latency percentiles. Latencies are kept
// whole in a plain array (a run makes at most some hundred thousand requests).

export type StepSummary = {
  step: string;
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** Up to MAX_SAMPLES distinct error messages, to see what went wrong. */
  errorSamples: string[];
};

const MAX_SAMPLES = 5;

/** The nearest-rank percentile (0 < q <= 1) of ascending `sorted`; 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

type StepRecord = { latencies: number[]; errors: number; samples: Set<string> };

export type StepStats = {
  /** One request of `step`: its time, and the error when it did not go as the step expects. */
  record(step: string, ms: number, error?: string): void;
  /** The steps in the order they were first seen (a journey's order). */
  summaries(): StepSummary[];
};

export function stepStats(): StepStats {
  const steps = new Map<string, StepRecord>();
  return {
    record(step, ms, error) {
      let entry = steps.get(step);
      if (!entry) steps.set(step, (entry = { latencies: [], errors: 0, samples: new Set() }));
      entry.latencies.push(ms);
      if (error === undefined) return;
      entry.errors++;
      if (entry.samples.size < MAX_SAMPLES) entry.samples.add(error);
    },
    summaries() {
      return [...steps].map(([step, { latencies, errors, samples }]) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return { step, count: sorted.length, errors, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), errorSamples: [...samples] };
      });
    },
  };
}

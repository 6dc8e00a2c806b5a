import autocannon from "autocannon";
import { summarise, type Measurement } from "./measurement";
import type { Scenario } from "./scenarios";

/** Concurrent connections, as a handful of busy shoppers' browsers would keep open. */
export const CONNECTIONS = 10;
/** A request slower than this counts as a timeout (an error), not as a latency. */
const TIMEOUT_SECONDS = 10;

export type LoadSettings = { baseUrl: string; durationSeconds: number; warmupSeconds: number };

/** autocannon's request list: the fixed paths in turn, or one request rebuilt with a new path each time. */
function requestsOf(scenario: Scenario, seen: Set<string>): autocannon.Request[] {
  const paths = scenario.paths;
  if (typeof paths !== "function") return paths.map((path) => ({ method: "GET", path }));
  return [
    {
      method: "GET",
      setupRequest: (request) => {
        const path = paths();
        seen.add(path);
        return { ...request, path };
      },
    },
  ];
}

async function load(scenario: Scenario, settings: LoadSettings, seconds: number, seen: Set<string>) {
  return autocannon({
    url: settings.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    requests: requestsOf(scenario, seen),
  });
}

/**
 * Requests each fixed path once (the first answer fills whatever cache serves it), runs the same load
 * unmeasured for the warm-up, then measures it for `durationSeconds`.
 */
export async function measure(scenario: Scenario, settings: LoadSettings): Promise<Measurement> {
  if (typeof scenario.paths !== "function") {
    for (const path of scenario.paths) await (await fetch(settings.baseUrl + path)).arrayBuffer();
  }
  // URLs of the warm-up count as seen: a cache may hold their answers too.
  const seen = new Set<string>();
  await load(scenario, settings, settings.warmupSeconds, seen);
  const seenBefore = seen.size;
  const result = await load(scenario, settings, settings.durationSeconds, seen);
  const measurement = summarise(result, scenario.expectedStatus);
  if (typeof scenario.paths !== "function") return measurement;
  return { ...measurement, distinctShare: (seen.size - seenBefore) / Math.max(1, measurement.requests) };
}

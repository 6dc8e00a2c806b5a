import autocannon from "autocannon";
import { cpuPerRequest, cpuSnapshot } from "./cpu-use";
import { summarise, type Measurement } from "./measurement";
import type { Scenario } from "./scenarios";

/** Concurrent connections, as a handful of busy shoppers' browsers would keep open. */
export const CONNECTIONS = 10;
/** A request slower than this counts as a timeout (an error), not as a latency. */
const TIMEOUT_SECONDS = 10;

/**
 * `rate`: requests/s from all connections together (latencies corrected for coordinated omission); null: as fast as answered.
 * `serverGroup`: the server's process group, whose CPU time is counted.
 */
export type LoadSettings = { baseUrl: string; serverGroup: number; durationSeconds: number; warmupSeconds: number; rate: number | null };

/**
 * The URLs a scenario asked for so far (warm-up included: a cache may hold their answers too),
 * and of the answers received in the current load, how many were to a URL asked for the first time.
 */
type PathLog = { asked: Set<string>; answers: number; firstAnswers: number };

/** autocannon's request list: the fixed paths in turn, or one request rebuilt with a new path each time. */
function requestsOf(scenario: Scenario, log: PathLog): autocannon.Request[] {
  const paths = scenario.paths;
  if (typeof paths !== "function") return paths.map((path) => ({ method: "GET", path }));
  // A connection has one request in flight: its context tells the answer which request it ends.
  const firstAsked = new WeakMap<object, boolean>();
  return [
    {
      method: "GET",
      setupRequest: (request, context) => {
        const path = paths();
        firstAsked.set(context, !log.asked.has(path));
        log.asked.add(path);
        return { ...request, path };
      },
      onResponse: (_status, _body, context) => {
        log.answers++;
        if (firstAsked.get(context)) log.firstAnswers++;
      },
    },
  ];
}

async function load(scenario: Scenario, settings: LoadSettings, seconds: number, log: PathLog) {
  log.answers = 0;
  log.firstAnswers = 0;
  return autocannon({
    url: settings.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    ...(settings.rate !== null && { overallRate: settings.rate }),
    requests: requestsOf(scenario, log),
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
  const log: PathLog = { asked: new Set<string>(), answers: 0, firstAnswers: 0 };
  await load(scenario, settings, settings.warmupSeconds, log);
  const before = cpuSnapshot(settings.serverGroup);
  const result = await load(scenario, settings, settings.durationSeconds, log);
  const cpu = cpuPerRequest(before, cpuSnapshot(settings.serverGroup), result.requests.total);
  const measurement = { ...summarise(result, scenario.expectedStatus), ...(cpu && { cpu }) };
  if (typeof scenario.paths !== "function") return measurement;
  // Counted over answers, not over URLs set up: requests still in flight when the load stops have no answer.
  return { ...measurement, distinctShare: log.firstAnswers / Math.max(1, log.answers) };
}

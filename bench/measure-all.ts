import { listParamSupport } from "./param-support";
import { measure, type LoadSettings } from "./load";
import { staticRatio, type ResultRow } from "./report";
import type { Scenario } from "./scenarios";

/**
 * Measures the scenarios one after another on one server, printing a line as each ends.
 * Pages get their ratio to the static baseline when it is among the scenarios (measured first).
 */
export async function measureAll(scenarios: readonly Scenario[], settings: LoadSettings): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  let baselineRps: number | undefined;
  for (const scenario of scenarios) {
    if (scenario.requiresParam) {
      const support = await listParamSupport(settings.baseUrl, scenario.requiresParam);
      if (!support.supported) {
        console.log(`  ${scenario.name}: skipped, ${support.reason}`);
        rows.push({ scenario: scenario.name, kind: scenario.kind, measurement: null, skipped: support.reason });
        continue;
      }
    }
    const measurement = await measure(scenario, settings);
    if (scenario.kind === "static") baselineRps = measurement.requestsPerSecond;
    const ratio = scenario.kind === "page" && baselineRps !== undefined ? staticRatio(measurement.requestsPerSecond, baselineRps) : undefined;
    rows.push({ scenario: scenario.name, kind: scenario.kind, measurement, ...(ratio === undefined ? {} : { staticRatio: ratio }) });
    const errors = measurement.errors ? `, ${measurement.errors} errors` : "";
    console.log(`  ${scenario.name}: ${measurement.requestsPerSecond.toFixed(0)} req/s, p99 ${measurement.p99Ms} ms${errors}`);
  }
  return rows;
}

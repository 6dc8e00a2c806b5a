import { listParamSupport } from "./param-support";
import { measure, type LoadSettings } from "./load";
import { withChecks, type MeasuredRow, type ResultRow } from "./report";
import type { Scenario } from "./scenarios";

/**
 * Measures the scenarios one after another on one server, printing a line as each ends, then
 * checks every row against its target (a page's reference row is measured on the same server).
 */
export async function measureAll(scenarios: readonly Scenario[], settings: LoadSettings): Promise<ResultRow[]> {
  const rows: MeasuredRow[] = [];
  for (const scenario of scenarios) {
    const row = { scenario: scenario.name, kind: scenario.kind, target: scenario.target };
    if (scenario.requiresParam) {
      const support = await listParamSupport(settings.baseUrl, scenario.requiresParam);
      if (!support.supported) {
        console.log(`  ${scenario.name}: skipped, ${support.reason}`);
        rows.push({ ...row, measurement: null, skipped: support.reason });
        continue;
      }
    }
    const measurement = await measure(scenario, settings);
    const note = scenario.shortfall?.();
    rows.push({ ...row, measurement, ...(note ? { note } : {}) });
    const errors = measurement.errors ? `, ${measurement.errors} errors` : "";
    console.log(`  ${scenario.name}: ${measurement.requestsPerSecond.toFixed(0)} req/s, p99 ${measurement.p99Ms} ms${errors}${note ? ` (${note})` : ""}`);
  }
  return withChecks(rows);
}

import { listParamSupport } from "./param-support";
import { measure, type LoadSettings } from "./load";
import { withChecks, type MeasuredRow, type ResultRow } from "./report";
import type { Scenario } from "./scenarios";

/**
 * Stops the run when the server has gone (killed, crashed): every later scenario would only count
 * refused connections, and a "never rendered before" maker would use up its URLs on them.
 */
async function assertServerAnswers(baseUrl: string, scenario: string): Promise<void> {
  const answered = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.ok, () => false);
  if (!answered) throw new Error(`The server stopped answering during "${scenario}" (its log: bench/results/server-*.log)`);
}

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
    if (measurement.errors > 0) await assertServerAnswers(settings.baseUrl, scenario.name);
    const note = scenario.shortfall?.();
    rows.push({ ...row, measurement, ...(note ? { note } : {}) });
    const errors = measurement.errors ? `, ${measurement.errors} errors` : "";
    console.log(`  ${scenario.name}: ${measurement.requestsPerSecond.toFixed(0)} req/s, p99 ${measurement.p99Ms} ms${errors}${note ? ` (${note})` : ""}`);
  }
  return withChecks(rows);
}

// Undo steps of a bench run (stop the server, remove the baseline file, drop the databases),
// run last-in first-out at the end, after an error, or on Ctrl-C.

type Step = () => Promise<void> | void;

const steps: Step[] = [];

export function onCleanup(step: Step): void {
  steps.push(step);
}

let running: Promise<void> | undefined;

async function runSteps(): Promise<void> {
  for (let step = steps.pop(); step; step = steps.pop()) {
    try {
      await step();
    } catch (error) {
      console.error("Clean-up step failed:", error instanceof Error ? error.message : error);
    }
  }
  running = undefined;
}

/**
 * Runs every registered step once, newest first; one failing step does not stop the others.
 * A second call while one runs (Ctrl-C during the normal end) waits for the same run.
 */
export function cleanUp(): Promise<void> {
  running ??= runSteps();
  return running;
}

/** Ctrl-C or a kill cleans up before exiting, rather than leaving a server and databases behind. */
export function cleanUpOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/**
 * Whether the production server maps stack traces back to the sources: only when the operator
 * asks for it with Node's own flag, `--enable-source-maps` (on the command line or in
 * NODE_OPTIONS), as under `next start`.
 *
 * tsx, which runs scripts/serve.ts, switches Node's source maps on for every module. Node then
 * reads and parses the map of each module it loads, Next's server chunks included (about 50 MB
 * of .map files), and keeps them: heap snapshots after `npm run soak -- --once` hold 38 MiB
 * less of strings without them (the maps' sources and mappings).
 */
export function sourceMapsRequested(execArgv: readonly string[], nodeOptions = ""): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].includes("--enable-source-maps");
}

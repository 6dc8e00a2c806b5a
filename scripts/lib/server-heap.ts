/**
 * The production server's JavaScript heap ceiling (V8's old generation), in MiB.
 *
 * V8 sizes the heap from the machine's memory (4 GiB here) and, that far from its ceiling,
 * lets garbage pile up to about four times what is alive before collecting it. Measured with
 * `npm run soak -- --once`: 160-185 MiB alive, a heap of 650-790 MiB and a resident size of
 * 0.9-1 GiB; with this ceiling V8 collects sooner and the heap stays under 300 MiB. It is a
 * ceiling, not a target: the page cache (cache/memory-store.mjs, 128 MiB) fits under it.
 */
export const SERVER_HEAP_MB = 512;

/**
 * NODE_OPTIONS for the server: the ceiling first, then the operator's own options, so that a
 * `--max-old-space-size` of theirs comes later and wins.
 */
export function serverNodeOptions(nodeOptions = ""): string {
  return `--max-old-space-size=${SERVER_HEAP_MB} ${nodeOptions}`.trim();
}

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
 * The young generation's semi-space, in MiB. Node 26 sizes it from the machine's memory, about
 * twice Node 20's 16 MiB here, which adds 40-60 MB of resident size for 3-9% more throughput:
 * `npm run soak -- --once` ended at 526 MiB resident without this cap and 493 MiB with it.
 */
export const SERVER_SEMI_SPACE_MB = 16;

/**
 * NODE_OPTIONS for the server: the sizes first, then the operator's own options, so that a
 * `--max-old-space-size` or `--max-semi-space-size` of theirs comes later and wins.
 */
export function serverNodeOptions(nodeOptions = ""): string {
  return `--max-old-space-size=${SERVER_HEAP_MB} --max-semi-space-size=${SERVER_SEMI_SPACE_MB} ${nodeOptions}`.trim();
}

import type { Random } from "./random";

// Request makers that never repeat a URL while they can: for pages the server has not rendered
// (and so not cached) before. The warm-up draws from the same stream as the measured load, so a
// URL it asked for is never asked again.

export type UniquePaths = {
  /** The next URL: a new one until all `total` are used, then the same ones again in a new order. */
  next: () => string;
  /** Why some requests repeated a URL (the stream ran out), or undefined while none did. */
  shortfall: () => string | undefined;
};

/** 0 to total - 1, each once in a random order, drawn lazily (Fisher-Yates, one swap per draw). */
export function shuffledIndices(total: number, random: Random): () => number | undefined {
  const order = new Int32Array(total).map((_, index) => index);
  let drawn = 0;
  return () => {
    if (drawn >= total) return undefined;
    const at = drawn + Math.floor(random() * (total - drawn));
    [order[drawn], order[at]] = [order[at], order[drawn]];
    return order[drawn++];
  };
}

/** URLs `pathOf(0)` to `pathOf(total - 1)` in a random order, each once, then again (saying so). `what` names them in the shortfall. */
export function uniquePaths(total: number, pathOf: (index: number) => string, random: Random, what: string): UniquePaths {
  if (total < 1) throw new Error(`No ${what} to request`);
  let draw = shuffledIndices(total, random);
  let rounds = 0;
  return {
    next: () => {
      let index = draw();
      if (index === undefined) {
        rounds++;
        draw = shuffledIndices(total, random);
        index = draw() ?? 0; // a fresh round of total >= 1 always has one
      }
      return pathOf(index);
    },
    shortfall: () =>
      rounds === 0 ? undefined : `only ${total} ${what}: all were used, then requests repeated them (answered from the page cache; see "distinct")`,
  };
}

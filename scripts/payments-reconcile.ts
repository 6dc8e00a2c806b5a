import { parseArgs } from "node:util";
import { closeDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { describeDifference } from "@/lib/orders/ledger/describe";
import { DAILY_RECONCILE_DAYS, lastDays, reconcileRange } from "@/lib/orders/ledger/range";
import { runReconciliation } from "@/lib/orders/ledger/runs";

/**
 * `npm run payments:reconcile [-- --from YYYY-MM-DD --to YYYY-MM-DD]`: compares every order created
 * in the range (UTC days, both included; the last 3 days by default) with this installation's
 * payments and refunds at Stripe, prints each difference and keeps the run for the admin's
 * Reconciliation page. Exits 1 when the two disagree, 2 when it could not compare.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
  const fallback = lastDays(DAILY_RECONCILE_DAYS);
  const parsed = reconcileRange.safeParse({ from: values.from ?? fallback.from, to: values.to ?? values.from ?? fallback.to });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
    return 2;
  }
  const run = await runReconciliation(parsed.data, "script");
  const range = `${run.range.from} to ${run.range.to}`;
  if (run.differenceCount === 0) {
    console.log(`The shop's orders and Stripe agree from ${range}.`);
    return 0;
  }
  console.log(`${run.differenceCount} difference${run.differenceCount === 1 ? "" : "s"} between the shop's orders and Stripe from ${range}:`);
  for (const difference of run.differences) console.log(`- ${describeDifference(difference)}`);
  return 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof AppError || error instanceof Error ? error.message : error);
    return 2;
  })
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  });

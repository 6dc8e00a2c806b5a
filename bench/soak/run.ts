import { resident } from "./server-memory";
import { paidSince, readStock } from "./database";
import type { RunReport } from "./report";
import { runShoppers, type RunSettings } from "./shoppers";
import { stockMismatches } from "./stock-ledger";

/** Lets the server finish what the last answers started (mail, cache writes) before its memory is read. */
const SETTLE_MS = 2000;

/**
 * One soak run against the database the server uses: stock before, the shoppers, then the
 * orders paid meanwhile against the stock after, and the server's memory (when `serverPid`).
 */
export async function measuredRun(settings: RunSettings, databaseUrl: string, serverPid: number | undefined): Promise<RunReport> {
  const before = await readStock(databaseUrl);
  const result = await runShoppers(settings);
  const paid = await paidSince(databaseUrl, before);
  const after = await readStock(databaseUrl);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    result,
    paidInDatabase: paid.orders,
    mismatches: stockMismatches(before.stock, after.stock, paid.lines),
    itemsChecked: before.stock.size,
    memory: serverPid === undefined ? undefined : resident(serverPid),
  };
}

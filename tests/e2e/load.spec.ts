import { expect, test } from "@playwright/test";
import { formatRun } from "../../bench/soak/report";
import { createShopperAccounts, runShoppers } from "../../bench/soak/shoppers";
import { stockMismatches } from "../../bench/soak/stock-ledger";
import { paidOrdersOf, readShop, stockBySku } from "./load-helpers";

// The soak's short version (npm run soak is the long one): the same virtual shoppers over plain
// HTTP against the end-to-end server. No latency is asserted: this machine may be busy.

const SHOPPERS = 10;
const SECONDS = 10;
/** Generous: a request slower than this on a busy machine is an error all the same. */
const TIMEOUT_MS = 60_000;
/** The end-to-end server's demo admin (scripts/e2e-server.ts). */
const ADMIN = { username: "admin", password: "admin1234" };

test(`${SHOPPERS} shoppers for ${SECONDS} s: no errors, every shopper pays, stock taken once per paid line`, async ({ baseURL }) => {
  test.setTimeout(240_000);
  const baseUrl = baseURL ?? "";
  const { catalogue, stock: before } = await readShop(baseUrl);
  expect(catalogue.productIds.length).toBeGreaterThan(0);
  // Block 2 of the loopback addresses: the other specs' sign-ups (from 127.0.0.1) are not counted with these.
  const accounts = await createShopperAccounts(baseUrl, SHOPPERS, { prefix: `load_${Date.now().toString(36)}_`, block: 2, timeoutMs: TIMEOUT_MS });

  const result = await runShoppers({ baseUrl, accounts, catalogue, durationSeconds: SECONDS, admin: ADMIN, adminEvery: 5, timeoutMs: TIMEOUT_MS });
  const paid = await paidOrdersOf(baseUrl, accounts);
  console.log(formatRun(`${SHOPPERS} shoppers, ${SECONDS} s`, { result, paidInDatabase: paid.orders, mismatches: [], itemsChecked: before.size }));

  const failures = result.steps.filter((step) => step.errors > 0).map((step) => `${step.step}: ${step.errors} (${step.errorSamples.join("; ")})`);
  expect(failures).toEqual([]);
  expect(result.steps.map((step) => step.step)).toContain("admin product list");
  expect(Math.min(...result.paidByShopper)).toBeGreaterThanOrEqual(1);
  // Every payment the shoppers saw succeed is a paid order on the server, and no other is.
  expect(paid.orders).toBe(result.paidOrders.length);
  const after = await stockBySku(baseUrl, catalogue.productIds);
  expect(stockMismatches(before, after, paid.lines)).toEqual([]);
});

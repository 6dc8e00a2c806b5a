import { NotFoundError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { mayReadMetrics } from "@/lib/metrics/access";
import { collectProcessMetrics } from "@/lib/metrics/process";
import { registry } from "@/lib/metrics/registry";
// Loaded here so their series appear (at 0) from the first scrape, before anything counts.
import "@/lib/metrics/database";
import "@/lib/metrics/db-pool";
import "@/lib/metrics/http";
import "@/lib/metrics/login";
import "@/lib/metrics/payments";
import "@/lib/metrics/reconciliation";

collectProcessMetrics();

// Without the token the route answers as if it did not exist: its presence is nobody's business.
export const GET = handle(
  async (request) => {
    if (!mayReadMetrics(request)) throw new NotFoundError();
    return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType } });
  },
  { private: true },
);

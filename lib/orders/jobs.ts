import "server-only";
import { defineJob, defineSweep } from "@/lib/jobs/worker";
import { CANCEL_INTENT_JOB, queueAbandonedCheckouts, runCancelIntentJob } from "@/lib/orders/after-sale/expiry";
import { runRefundJob } from "@/lib/orders/after-sale/refund-job";
import { REFUND_JOB } from "@/lib/orders/after-sale/refunds";

// The orders' side effects the job worker runs (lib/jobs/all.ts imports this module).

defineJob(REFUND_JOB, runRefundJob);
defineJob(CANCEL_INTENT_JOB, runCancelIntentJob);
defineSweep({
  name: "orders.expire-abandoned-checkouts",
  everySeconds: 300,
  run: async () => void (await queueAbandonedCheckouts()),
});

import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { renderOrderMail } from "@/emails/render";
import { defineJob } from "@/lib/jobs/worker";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { sendMail } from "./mailer";
import { orderMailView, recipientOf } from "./order-view";
import { MAIL_JOB, orderMailSchema, type OrderMailKind } from "./queue";

/** How the owner's timeline names each mail. */
const MAIL_NAMES: Record<OrderMailKind, string> = {
  confirmation: "Confirmation",
  shipped: "Shipping",
  cancelled: "Cancellation",
  refunded: "Refund",
  refund_failed: "Refund failed",
  payment_failed: "Payment failed",
};

/**
 * Renders the mail from the order as it is now, sends it, and notes it on the order's timeline
 * (for the owner only). A throw leaves the job to be retried with backoff; after its last attempt
 * it shows as failed on the order. An order without any address to write to is noted, not retried.
 * Sending is not transactional: a crash between the send and the job's completion sends again.
 */
defineJob(MAIL_JOB, async (job) => {
  const payload = orderMailSchema.parse(job.payload);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, payload.orderId));
  if (!order) return; // The order was deleted: nobody to tell.
  const name = MAIL_NAMES[payload.kind];
  const to = await recipientOf(db, order);
  if (!to) {
    await addOrderEvent(db, order.id, { type: "email", summary: `${name} e-mail not sent: the order has no e-mail address`, public: false });
    return;
  }
  const mail = await renderOrderMail(await orderMailView(db, order, payload));
  await sendMail({ to, ...mail });
  await addOrderEvent(db, order.id, {
    type: "email",
    summary: `${name} e-mail sent to ${to}`,
    data: { kind: payload.kind, subject: mail.subject, job: job.id },
    public: false,
  });
});

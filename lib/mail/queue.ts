import "server-only";
import { z } from "zod";
import type { Db } from "@/db/client";
import { enqueue } from "@/lib/jobs/queue";

/** The kind of job that renders and sends one order mail (its handler is in send-job.ts). */
export const MAIL_JOB = "mail.send";

export const ORDER_MAIL_KINDS = ["confirmation", "shipped", "cancelled", "refunded", "refund_failed", "payment_failed"] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** A refund as its mail tells it: the provider's refund id, its amount (order currency) and the lines it gave back. */
const refundSchema = z.object({
  id: z.string().min(1).max(200),
  amountMinor: z.number().int().positive(),
  lines: z.array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().positive() })).default([]),
});

/**
 * What a mail job carries: only what the database cannot tell at send time. Everything else
 * (address, lines, tracking, amounts) is read when the mail is rendered.
 */
export const orderMailSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("confirmation"), orderId: z.number().int().positive() }),
  /** One shipment's news: its carrier and tracking (an order may ship in several). */
  z.object({ kind: z.literal("shipped"), orderId: z.number().int().positive(), shipmentId: z.number().int().positive().optional() }),
  z.object({
    kind: z.literal("cancelled"),
    orderId: z.number().int().positive(),
    reason: z.string().max(500).optional(),
    /** What the cancellation gives back (order currency); the whole charged amount when not given. */
    refundMinor: z.number().int().nonnegative().optional(),
  }),
  z.object({ kind: z.literal("refunded"), orderId: z.number().int().positive(), refund: refundSchema }),
  /** A refund the provider refused or cancelled: the shopper hears that the money did not go back yet. */
  z.object({ kind: z.literal("refund_failed"), orderId: z.number().int().positive(), refund: refundSchema }),
  z.object({
    kind: z.literal("payment_failed"),
    orderId: z.number().int().positive(),
    /** What tells this failure from another of the same order (a provider event or attempt id). */
    ref: z.string().min(1).max(200).optional(),
    reason: z.string().max(500).optional(),
  }),
]);
export type OrderMail = z.input<typeof orderMailSchema>;

/**
 * The mail's idempotency key, `mail:<kind>:<orderId>[:<refund id or event>]`: the same news
 * enqueued twice (a webhook delivered again, a retried request) is sent once.
 */
export function orderMailKey(mail: OrderMail): string {
  const base = `mail:${mail.kind}:${mail.orderId}`;
  if (mail.kind === "refunded" || mail.kind === "refund_failed") return `${base}:${mail.refund.id}`;
  if (mail.kind === "payment_failed" && mail.ref) return `${base}:${mail.ref}`;
  if (mail.kind === "shipped" && mail.shipmentId) return `${base}:${mail.shipmentId}`;
  return base;
}

/**
 * Queues an order mail in the caller's transaction: it is sent only if the change that caused
 * it commits, and by the job worker, so a slow or failing mail server never holds up or undoes
 * the change (the job retries with backoff, and a failure shows on the order).
 */
export async function queueOrderMail(tx: Db, mail: OrderMail): Promise<void> {
  const payload = orderMailSchema.parse(mail);
  await enqueue(tx, { kind: MAIL_JOB, key: orderMailKey(mail), orderId: payload.orderId, payload });
}

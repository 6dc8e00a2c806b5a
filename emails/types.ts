import type { BreakdownRow } from "@/lib/orders/contract/breakdown";

// What the templates show, already worded and formatted by the server (lib/mail/order-view.ts):
// the templates only lay it out, so they stay pure and are tested as a recipient sees them.

/** One line of an order as a mail shows it. */
export type MailLine = { name: string; sku: string; quantity: number; amount: string };

/** An order as every order mail shows it. */
export type MailOrder = {
  number: number;
  customerName: string | null;
  lines: MailLine[];
  /** Items subtotal, discount, delivery and tax, worded and formatted; empty for an order that recorded none. */
  breakdown: BreakdownRow[];
  /** What the order charged, formatted ("$30.00 AUD"). */
  total: string;
  /** The shipping address, one line each; null when none was given. */
  address: string[] | null;
  /** The shopper's page for the order. */
  orderUrl: string;
};

export type ShippedMail = MailOrder & {
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page, when the carrier is one the shop knows. */
  trackingUrl: string | null;
};

export type CancelledMail = MailOrder & {
  reason: string | null;
  /** What goes back to the card, formatted. */
  refund: string;
};

export type RefundedMail = MailOrder & {
  /** This refund, formatted. */
  amount: string;
  /** The lines this refund gives back, if it was made by line. */
  refundedLines: { name: string; quantity: number }[];
  /** Everything refunded on the order so far, formatted. */
  totalRefunded: string;
  /** Whether the whole order has now been refunded. */
  full: boolean;
};

export type RefundFailedMail = MailOrder & {
  /** The refund that did not go through, formatted. */
  amount: string;
  /** The lines it was for, if it was made by line. */
  refundedLines: { name: string; quantity: number }[];
};

export type PaymentFailedMail = MailOrder & {
  reason: string;
  /** Where the shopper can pay again. */
  retryUrl: string;
};

/** A message ready for the mailer. */
export type RenderedMail = { subject: string; html: string; text: string };

/** @jest-environment node */
// React Email renders through a dynamic import, which Jest runs only with VM modules: hence here,
// with the integration tests, although no database is read.
import { renderAccountMail, renderOrderMail, type AccountMailView, type OrderMailView } from "@/emails/render";
import type { MailOrder } from "@/emails/types";
import { trackingLink } from "@/lib/orders/after-sale/carriers";
import { SITE_NAME } from "@/lib/site";

const order: MailOrder = {
  number: 42,
  customerName: "Ann <script>",
  lines: [{ name: "Tee & Co", sku: "TEE-M", quantity: 2, amount: "$30.00 AUD" }],
  breakdown: [],
  total: "$30.00 AUD",
  address: ["Ann", "1 George Street", "Sydney NSW 2000", "Australia"],
  orderUrl: "https://shop.example/profile/orders/42",
};

const views: OrderMailView[] = [
  { kind: "confirmation", order },
  { kind: "shipped", order: { ...order, carrier: "DHL", trackingNumber: "JD1", trackingUrl: trackingLink("DHL", "JD1") } },
  { kind: "cancelled", order: { ...order, reason: null, refund: "$30.00 AUD" } },
  { kind: "refunded", order: { ...order, amount: "$15.00 AUD", refundedLines: [{ name: "Tee & Co", quantity: 1 }], totalRefunded: "$15.00 AUD", full: false } },
  { kind: "refund_failed", order: { ...order, amount: "$15.00 AUD", refundedLines: [{ name: "Tee & Co", quantity: 1 }] } },
  { kind: "payment_failed", order: { ...order, reason: "Your card was declined.", retryUrl: "https://shop.example/checkout" } },
];

describe("the shop's mail templates", () => {
  it.each(views.map((view) => [view.kind, view] as const))("%s: the shop's name, the order, an HTML and a plain-text part", async (_, view) => {
    const mail = await renderOrderMail(view);
    expect(mail.subject).toContain("#42");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SITE_NAME);
      expect(part).toContain("42");
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain("Ann &lt;script&gt;"); // a customer's name is text, never markup
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).not.toMatch(/<\/?(html|table|tr|td|p|a|div|span|br)\b/);
    expect(mail.text).toContain("Ann <script>");
  });

  it("subjects say what happened", async () => {
    const subjects = await Promise.all(views.map(async (view) => (await renderOrderMail(view)).subject));
    expect(subjects).toEqual([
      "Your order #42 is confirmed",
      "Your order #42 has shipped",
      "Your order #42 has been cancelled",
      "Refund of $15.00 AUD for your order #42",
      "Your refund of $15.00 AUD for order #42 did not go through",
      "Your payment for order #42 did not go through",
    ]);
  });

  it("an order that recorded no breakdown shows its lines and total alone", async () => {
    const mail = await renderOrderMail({ kind: "confirmation", order });
    expect(mail.text).not.toContain("Items subtotal");
    expect(mail.text).not.toContain("GST");
    expect(mail.text).toMatch(/Total charged\s+\$30\.00 AUD/);
  });

  it.each(views.filter((view) => view.kind !== "refunded" && view.kind !== "refund_failed").map((view) => [view.kind, view] as const))(
    "%s: items subtotal, discount, delivery and tax between the lines and the total, in both parts",
    async (_, view) => {
      const breakdown = [
        { label: "Items subtotal", value: "$30.00 AUD" },
        { label: "Discount (SPRING20)", value: "\u2212$6.00 AUD" },
        { label: "GST (10 % included)", value: "$3.09 AUD" },
        { label: "Delivery (Standard)", value: "$10.00 AUD" },
      ];
      const mail = await renderOrderMail({ ...view, order: { ...view.order, breakdown, total: "$34.00 AUD" } } as OrderMailView);
      expect(mail.text).toMatch(
        /Tee & Co \(TEE-M\)\s+\$30\.00 AUD\s+Items subtotal\s+\$30\.00 AUD\s+Discount \(SPRING20\)\s+\u2212\$6\.00 AUD\s+GST \(10 % included\)\s+\$3\.09 AUD\s+Delivery \(Standard\)\s+\$10\.00 AUD\s+(Total charged|Order total)\s+\$34\.00 AUD/,
      );
      for (const row of breakdown) expect(mail.html).toContain(`>${row.label}</td>`);
    },
  );

  it("a refund that failed says in plain words that no money went back yet, and for which items", async () => {
    const mail = await renderOrderMail(views.find((view) => view.kind === "refund_failed") as OrderMailView);
    expect(mail.text).toContain("Your refund of $15.00 AUD did not go through");
    expect(mail.text).toContain("it has not reached you");
    expect(mail.text).toMatch(/1 × Tee & Co/);
  });

  it("a shipped mail without tracking says nothing of delivery details", async () => {
    const mail = await renderOrderMail({ kind: "shipped", order: { ...order, carrier: null, trackingNumber: null, trackingUrl: null } });
    expect(mail.text).toContain("your order has shipped");
    expect(mail.text).not.toContain("Tracking number");
    expect(mail.text).not.toContain("Carrier");
  });
});

describe("the account mail templates", () => {
  const url = "https://shop.example/reset-password?token=abc_DEF-123";
  const views: AccountMailView[] = [
    { kind: "password_reset", mail: { name: "Ann <script>", url, validFor: "30 minutes" } },
    { kind: "email_change", mail: { name: "Ann <script>", url, validFor: "24 hours" } },
    { kind: "email_verify", mail: { name: "Ann <script>", url, validFor: "24 hours" } },
    { kind: "email_changed_notice", mail: { name: "Ann <script>", newEmail: "new@example.org", contactUrl: "https://shop.example/contact" } },
  ];
  it.each(views.map((view) => [view.kind, view] as const))("%s: the shop's name, the link in both parts, the name as text", async (_, view) => {
    const mail = await renderAccountMail(view);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SITE_NAME);
      expect(part).toContain(view.kind === "email_changed_notice" ? "new@example.org" : url);
    }
    expect(mail.html).toContain("Ann &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).not.toMatch(/<\/?(html|table|tr|td|p|a|div|span|br)\b/);
  });
});

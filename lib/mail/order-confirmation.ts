import "server-only";
import type { StoredShippingAddress } from "@/db/schema";
import { getDb } from "@/db/client";
import { formatMoney } from "@/lib/money/format";
import { times } from "@/lib/money/money";
import { chargedAmount, chargedUnitPrice, linesOf, type OrderRow } from "@/lib/orders/order-rows";
import { sendMail } from "./mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function addressLines(shipping: StoredShippingAddress | null): string[] {
  if (!shipping) return ["(no shipping address)"];
  return [
    shipping.name,
    shipping.line1,
    shipping.line2,
    [shipping.city, shipping.state, shipping.postal_code].filter(Boolean).join(" "),
    shipping.country,
    shipping.phone,
  ].filter((line): line is string => Boolean(line));
}

/** The confirmation a customer gets when their order is paid: number, lines, amount, address. */
export async function orderConfirmationMail(order: OrderRow) {
  const lines = await linesOf(await getDb(), order.id);
  const format = { country: order.country };
  const items = lines.map(
    (line) =>
      `${line.quantity} × ${line.productName} (${line.sku}) — ${formatMoney(times(chargedUnitPrice(line, order), line.quantity), format)}`,
  );
  const total = formatMoney(chargedAmount(order), format);
  const address = addressLines(order.shipping);
  const subject = `Your order #${order.id} is confirmed`;
  const text = [
    `Thank you${order.customerName ? `, ${order.customerName}` : ""}! We have received your payment.`,
    "",
    `Order #${order.id}`,
    ...items,
    `Total charged: ${total}`,
    "",
    "Shipping to:",
    ...address,
  ].join("\n");
  const html = [
    `<p>Thank you${order.customerName ? `, ${escapeHtml(order.customerName)}` : ""}! We have received your payment.</p>`,
    `<h1>Order #${order.id}</h1>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    `<p><strong>Total charged: ${escapeHtml(total)}</strong></p>`,
    `<p>Shipping to:<br>${address.map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Sends it; a mail failure is logged and never undoes the payment. */
export async function sendOrderConfirmation(order: OrderRow): Promise<void> {
  if (!order.customerEmail) return;
  try {
    await sendMail({ to: order.customerEmail, ...(await orderConfirmationMail(order)) });
  } catch (error) {
    console.error(`Order confirmation for order ${order.id} could not be sent`, error);
  }
}

import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { BreakdownRows } from "@/components/orders/breakdown-rows";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { CardSection } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { getOrder, orderForViewer } from "@/lib/orders/read/admin-orders";
import { can } from "@/lib/auth/permissions";
import { productHref } from "@/lib/catalog/url/list-state";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { formatMoney } from "@/lib/money/format";
import type { Money } from "@/lib/money/money";
import { pageOrNotFound } from "@/lib/auth/session";
import { openJobsOfOrder } from "@/lib/jobs/queue";
import { toMinorUnits } from "@/lib/money/minor-units";
import { addressLines } from "@/lib/orders/read/address";
import { breakdownRows } from "@/lib/orders/contract/breakdown";
import { REFUND_STATE_LABELS, type RefundReason, type RefundState } from "@/lib/orders/contract/refund-contract";
import { timelineOf } from "@/lib/orders/read/timeline";
import { OrderActions } from "@/components/admin/orders/order-actions";
import { OrderDisputes } from "@/components/admin/orders/order-disputes";
import { OrderShipments } from "@/components/admin/orders/order-shipments";
import { disputeViewsOf } from "@/lib/orders/payment/disputes";
import { OrderTimeline } from "@/components/admin/orders/order-timeline";
import { RetryJobButton } from "@/components/admin/orders/retry-job-button";
import { RetryRefundButton } from "@/components/admin/orders/retry-refund-button";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }> };

const REFUND_STATE_STYLES: Record<RefundState, string> = {
  pending: "text-amber-800",
  succeeded: "text-emerald-800",
  failed: "text-red-800",
  cancelled: "text-red-800",
};

const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  owner: "Asked",
  cancel: "Cancellation",
  "sold-out": "Sold out at payment",
  "code-used-up": "Discount code used up at payment",
  provider: "Made in the provider's dashboard",
};

/** A job's kind in words ("payment.refund" → "The refund"). */
function jobLabel(kind: string): string {
  if (kind === "mail.send") return "An e-mail to the shopper";
  if (kind === "payment.refund") return "A refund";
  if (kind === "payment.cancel_intent") return "Cancelling the payment";
  return `The task ${kind}`;
}

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** One of the small cards beside the lines: customer, shipping address, payment. */
function DetailCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <CardSection headingId={headingId} title={title} headingSize="base" raised className="p-5 text-sm">
      {children}
    </CardSection>
  );
}

/** One order: lines, amounts, customer, shipping address and payment. */
export default async function OrderPage({ params }: Props) {
  await connection();
  const viewer = await pageOrNotFound("orders.read");
  const order = orderForViewer(await readByRouteIdOr404((await params).id, getOrder), viewer);
  // What the buttons offer follows the viewer's permissions; the calls check them again.
  const mayRefund = can(viewer.role, "orders.refund");
  const mayRetry = can(viewer.role, "payments");
  const charged = (amount: Money) => formatMoney(amount, { country: order.country });
  const address = order.shipping;
  const [timeline, openJobs, disputes] = await Promise.all([
    timelineOf(order.id, "owner"),
    openJobsOfOrder(order.id),
    disputeViewsOf(order.id),
  ]);
  const inOrderCurrency = (minor: number): Money => ({ ...order.amount, minor });
  // What can still be refunded comes from the ledger (lib/orders/refund-ledger.ts), never worked out here.
  const { refundable } = order;
  const leftOfLine = new Map(refundable.lines.map((line) => [line.lineId, line]));
  const refundJobs = new Set(order.refunds.map((refund) => refund.jobId));
  const failedJobIds = new Set(openJobs.filter((job) => job.state === "failed").map((job) => job.id));
  // Failed side effects other than refunds (an e-mail, an intent cancellation): shown with a Retry.
  const lineNames = new Map(order.lines.map((line) => [line.id, line.productName]));
  const failedJobs = openJobs.filter((job) => job.state === "failed" && !refundJobs.has(job.id));
  return (
    <AdminPage
      title={`Order #${order.id}`}
      intro={
        <>
          Placed {dateTime.format(new Date(order.createdAt))} UTC · <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
        </>
      }
    >
      <Link href="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← All orders
      </Link>
      {order.reason && <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">{order.reason}</p>}
      <CardSection headingId="order-actions" title="Actions" headingSize="base" raised className="p-5">
        <div className="mt-3">
          <OrderActions
            orderId={order.id}
            statuses={{ paymentStatus: order.status, fulfilmentStatus: order.fulfilment }}
            currency={order.amount.currency}
            left={charged(refundable.total)}
            delivery={refundable.delivery.minor > 0 ? charged(refundable.delivery) : null}
            canRefund={refundable.total.minor > 0}
            mayRefund={mayRefund}
            mayShip={can(viewer.role, "orders.ship")}
            shippable={order.lines.map(({ id, productName, sku, toShip }) => ({ id, productName, sku, toShip }))}
            lines={order.lines.map((line) => ({
              id: line.id,
              productName: line.productName,
              sku: line.sku,
              left: leftOfLine.get(line.id)?.units ?? 0,
              leftAmount: charged(leftOfLine.get(line.id)?.amount ?? inOrderCurrency(0)),
            }))}
          />
        </div>
        {mayRetry && failedJobs.length > 0 && (
          <ul className="mt-4 space-y-2" aria-label="Failed tasks">
            {failedJobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900"
              >
                <span>
                  {jobLabel(job.kind)} failed after {job.attempts} attempts
                  {job.lastError ? `: ${job.lastError}` : ""}
                </span>
                <RetryJobButton jobId={job.id} what={jobLabel(job.kind)} />
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <CardSection
          headingId="order-lines"
          title="Lines"
          headingSize="base"
          headingClassName="px-5 pt-4"
          raised
          className="overflow-x-auto"
        >
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="order-lines">
            <TableHead
              columns={["Product", "SKU", "Unit price", "Quantity", "Total"]}
              cellClassName="px-5 py-2"
            />
            <tbody className="divide-y divide-neutral-100">
              {order.lines.map((line) => (
                <tr key={`${line.sku}-${line.productName}`}>
                  <th scope="row" className="px-5 py-2 font-medium">
                    {line.listed && line.productId ? (
                      <Link href={productHref(line.productId)} className="text-brand-700 hover:underline">
                        {line.productName}
                      </Link>
                    ) : (
                      line.productName
                    )}
                  </th>
                  <td className="px-5 py-2">{line.sku}</td>
                  <td className="px-5 py-2 tabular-nums">{charged(line.unitPrice)}</td>
                  <td className="px-5 py-2 tabular-nums">
                    {line.quantity}
                    {line.shippedQuantity > 0 && line.shippedQuantity < line.quantity && (
                      <span className="block text-xs text-neutral-600">{line.shippedQuantity} shipped</span>
                    )}
                    {line.refundedQuantity > 0 && (
                      <span className="block text-xs text-neutral-600">
                        {line.refundedQuantity} refunded
                        {line.restockedQuantity > 0 ? `, ${line.restockedQuantity} back in stock` : ""}
                      </span>
                    )}
                  </td>
                  <td className="px-5 py-2 tabular-nums">{charged(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="space-y-1 border-t border-neutral-200 px-5 py-4 text-sm">
            <div className="flex justify-between">
              <dt>Catalogue amount</dt>
              <dd className="tabular-nums">{formatMoney(order.baseAmount, { withCode: false })}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Exchange rate</dt>
              <dd className="tabular-nums">{order.exchangeRate}</dd>
            </div>
            {order.breakdown && <BreakdownRows rows={breakdownRows(order.breakdown, charged)} />}
            <div className="flex justify-between font-semibold">
              <dt>Charged</dt>
              <dd className="tabular-nums">{charged(order.amount)}</dd>
            </div>
            {order.refundedAmount.minor > 0 && (
              <div className="flex justify-between">
                <dt>Refunded</dt>
                <dd className="tabular-nums">{charged(order.refundedAmount)}</dd>
              </div>
            )}
          </dl>
        </CardSection>
        <div className="space-y-6">
          <DetailCard headingId="order-customer" title="Customer">
            <p className="mt-2 font-medium">{order.customer}</p>
            {order.email && <p className="text-neutral-700">{order.email}</p>}
          </DetailCard>
          <DetailCard headingId="order-shipping" title="Shipping address">
            {address ? (
              <address className="mt-2 not-italic text-neutral-800">
                {addressLines(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p className="mt-2 text-neutral-600">Not given yet</p>
            )}
          </DetailCard>
          {order.shipments.length > 0 && (
            <DetailCard headingId="order-delivery" title="Delivery">
              <OrderShipments shipments={order.shipments} lineNames={lineNames} deliveredAt={order.deliveredAt} />
            </DetailCard>
          )}
          <DetailCard headingId="order-payment" title="Payment">
            <dl className="mt-2 space-y-1">
              <div>
                <dt className="inline text-neutral-600">Provider: </dt>
                <dd className="inline">{order.provider}</dd>
              </div>
              <div>
                <dt className="inline text-neutral-600">Reference: </dt>
                <dd className="inline break-all">{order.paymentIntentId}</dd>
              </div>
              {order.paidAt && (
                <div>
                  <dt className="inline text-neutral-600">Paid: </dt>
                  <dd className="inline">{dateTime.format(new Date(order.paidAt))} UTC</dd>
                </div>
              )}
            </dl>
          </DetailCard>
        </div>
      </div>
      <OrderDisputes disputes={disputes} shown={(minor) => charged(inOrderCurrency(minor))} />
      <CardSection
        headingId="order-refunds"
        title="Refunds"
        headingSize="base"
        raised
        className="p-5 text-sm"
      >
        {order.refunds.length === 0 ? (
          <p className="mt-2 text-neutral-600">No refunds</p>
        ) : (
          <ul className="mt-2 divide-y divide-neutral-100">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <div>
                  <p className="font-medium tabular-nums">
                    {charged(inOrderCurrency(toMinorUnits(refund.amount)))} ·{" "}
                    <span className={REFUND_STATE_STYLES[refund.state]}>
                      {REFUND_STATE_LABELS[refund.state]}
                    </span>
                  </p>
                  <p className="text-neutral-600">
                    {REFUND_REASON_LABELS[refund.reason]}
                    {refund.createdBy ? ` by ${refund.createdBy}` : ""},{" "}
                    {dateTime.format(new Date(refund.createdAt))} UTC
                    {refund.lines.length > 0 &&
                      ` · ${refund.lines.map((line) => `${line.quantity} × ${lineNames.get(line.lineId) ?? "item"}`).join(", ")}`}
                    {refund.delivery ? " · delivery" : ""}
                    {refund.restock ? " · returned to stock" : ""}
                  </p>
                  {refund.error && <p className="text-red-800">{refund.error}</p>}
                </div>
                {mayRefund && (refund.state === "failed" || refund.state === "cancelled") && (
                  <RetryRefundButton
                    orderId={order.id}
                    refundId={refund.id}
                    what={`the refund of ${charged(inOrderCurrency(toMinorUnits(refund.amount)))}`}
                  />
                )}
                {mayRetry && refund.state === "pending" && refund.jobId !== null && failedJobIds.has(refund.jobId) && (
                  <RetryJobButton
                    jobId={refund.jobId}
                    what={`asking for the refund of ${charged(inOrderCurrency(toMinorUnits(refund.amount)))}`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <CardSection
        headingId="order-timeline"
        title="Timeline"
        headingSize="base"
        raised
        className="p-5 text-sm"
      >
        <OrderTimeline events={timeline} />
      </CardSection>
    </AdminPage>
  );
}

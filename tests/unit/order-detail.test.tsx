import { render, screen, within } from "@testing-library/react";
import { OrderDetail } from "@/components/orders/order-detail";
import type { ShopperOrderResponse } from "@/lib/orders/contract/responses";

const paid: ShopperOrderResponse = {
  id: 42,
  paymentIntentId: "pi_test_42",
  status: "paid",
  fulfilment: "unfulfilled",
  reason: null,
  progress: null,
  createdAt: "2026-03-02T10:00:00.000Z",
  paidAt: "2026-03-02T10:01:00.000Z",
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  amount: 60,
  breakdown: null,
  refundedAmount: 0,
  currency: "aud",
  country: "AU",
  shipping: { name: "Sam Buyer", line1: "1 George Street", city: "Sydney", state: "NSW", postal_code: "2000", country: "AU" },
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  lines: [
    { id: 1, productId: 7, productName: "Tee", sku: "TEE-M", quantity: 2, refundedQuantity: 0, unitPrice: 20, total: 40 },
    { id: 2, productId: null, productName: "Old mug", sku: "MUG-1", quantity: 1, refundedQuantity: 0, unitPrice: 20, total: 20 },
  ],
  timeline: [{ id: 1, at: "2026-03-02T10:01:00.000Z", type: "status", summary: "Payment received" }],
};

describe("OrderDetail", () => {
  it("shows a paid order's number, status, lines, total, address and timeline", () => {
    render(<OrderDetail order={paid} />);
    expect(screen.getByRole("heading", { level: 1, name: "Order #42" })).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    const items = screen.getByRole("table", { name: "Items" });
    const [, tee, mug] = within(items).getAllByRole("row");
    expect(within(tee).getByRole("link", { name: "Tee" })).toHaveAttribute("href", expect.stringContaining("7"));
    expect(tee).toHaveTextContent("2$20.00 AUD$40.00 AUD");
    expect(within(mug).queryByRole("link")).toBeNull(); // a product no longer in the shop has no page
    expect(screen.getByText("Total charged").nextSibling).toHaveTextContent("$60.00 AUD");
    expect(screen.queryByText("Refunded")).toBeNull();
    expect(screen.getByRole("region", { name: "Shipping address" })).toHaveTextContent("Sam Buyer1 George StreetSydney NSW 2000Australia");
    const timeline = screen.getByRole("list", { name: "Order timeline" });
    expect(within(timeline).getByText("Payment received")).toBeInTheDocument();
    expect(within(timeline).getByText("2 Mar 2026, 10:01 am UTC")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Delivery" })).toBeNull();
    expect(screen.getByRole("link", { name: "← Your orders" })).toHaveAttribute("href", "/profile");
  });

  it("shows a shipped, partly refunded order's refunded units and amount, carrier, tracking number and tracking link", () => {
    render(
      <OrderDetail
        order={{
          ...paid,
          status: "partially_refunded",
          refundedAmount: 20,
          shippedAt: "2026-03-03T09:00:00.000Z",
          carrier: "auspost",
          trackingNumber: "AP123",
          trackingUrl: "https://auspost.com.au/mypost/track/details/AP123",
          lines: [{ ...paid.lines[0], refundedQuantity: 1 }, paid.lines[1]],
        }}
      />,
    );
    expect(screen.getByText("Partially refunded")).toBeInTheDocument();
    expect(screen.getByText("1 refunded")).toBeInTheDocument();
    expect(screen.getByText("Refunded").nextSibling).toHaveTextContent("$20.00 AUD");
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(delivery).toHaveTextContent("Shipped3 Mar 2026");
    expect(delivery).toHaveTextContent("CarrierauspostTracking numberAP123");
    const track = within(delivery).getByRole("link", { name: /Track your parcel/ });
    expect(track).toHaveAttribute("href", "https://auspost.com.au/mypost/track/details/AP123");
    expect(track).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("names a carrier it cannot link to without a link", () => {
    render(<OrderDetail order={{ ...paid, fulfilment: "shipped", shippedAt: paid.paidAt, carrier: "Bob's Couriers", trackingNumber: "B-1" }} />);
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(delivery).toHaveTextContent("Bob's Couriers");
    expect(within(delivery).queryByRole("link")).toBeNull();
  });

  it("tells a declined card's reason on an order still waiting for payment, with the way to its status", () => {
    render(<OrderDetail order={{ ...paid, status: "pending", reason: "Your card was declined.", paidAt: null, timeline: [] }} />);
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check its payment status" })).toHaveAttribute("href", "/order-complete?pi=pi_test_42");
    expect(screen.getByText("Nothing has happened to this order yet.")).toBeInTheDocument();
  });

  it("shows no breakdown for an order that recorded none: only its total, as before", () => {
    render(<OrderDetail order={paid} />);
    for (const label of ["Items subtotal", /^Discount/, /^GST/]) expect(screen.queryByText(label)).toBeNull();
    expect(screen.getByText("Total charged").closest("dl")?.querySelectorAll("dt")).toHaveLength(1);
  });

  it("shows how the total came about: items, the discount code, the delivery method and the GST it includes", () => {
    render(
      <OrderDetail
        order={{
          ...paid,
          amount: 58,
          breakdown: {
            items: 60,
            discount: { code: "SPRING20", amount: 12 },
            shipping: { method: "Standard", amount: 10 },
            tax: { label: "GST", ratePercent: 10, inclusive: true, amount: 5.27 },
          },
        }}
      />,
    );
    const summary = screen.getByText("Total charged").closest("dl");
    expect(summary).toHaveTextContent(
      "Items subtotal$60.00 AUDDiscount (SPRING20)\u2212$12.00 AUDGST (10 % included)$5.27 AUDDelivery (Standard)$10.00 AUDTotal charged$58.00 AUD",
    );
  });

  it("shows delivery 'TBD' and GST 0 for an order placed with nothing configured, and a free delivery as Free", () => {
    const { rerender } = render(
      <OrderDetail
        order={{
          ...paid,
          breakdown: {
            items: 60,
            discount: null,
            shipping: { method: null, amount: 0 },
            tax: { label: "GST", ratePercent: 0, inclusive: false, amount: 0 },
          },
        }}
      />,
    );
    const summary = () => screen.getByText("Total charged").closest("dl");
    expect(summary()).toHaveTextContent("Items subtotal$60.00 AUDGST$0.00 AUDDeliveryTBDTotal charged$60.00 AUD");
    rerender(
      <OrderDetail
        order={{
          ...paid,
          currency: "eur",
          country: "DE",
          amount: 71.4,
          breakdown: {
            items: 60,
            discount: null,
            shipping: { method: "DHL", amount: 0 },
            tax: { label: "VAT", ratePercent: 19, inclusive: false, amount: 11.4 },
          },
        }}
      />,
    );
    expect(summary()).toHaveTextContent("VAT (19 %)11,40 €Delivery (DHL)FreeTotal charged71,40 €");
  });

  it("says when a refund is on its way, and when no address was given", () => {
    render(<OrderDetail order={{ ...paid, fulfilment: "cancelled", progress: "refund_pending", shipping: null }} />);
    expect(screen.getByText("A refund is on its way to your card.")).toBeInTheDocument();
    expect(screen.getByText("No shipping address was given.")).toBeInTheDocument();
  });
});

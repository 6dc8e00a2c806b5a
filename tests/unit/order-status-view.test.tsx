import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { OrderStatusView } from "@/components/orders/order-status-view";
import { MAX_POLLS, POLL_INTERVAL_MS } from "@/components/orders/use-order-status";

type Answer = { status: number; body: unknown };

function serve(answers: Answer[]) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function show(reference = "pi_test_abc") {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <OrderStatusView reference={reference} />
    </QueryClientProvider>,
  );
}

const pending = { status: 200, body: { status: "pending", fulfilment: "unfulfilled", reason: null, amount: 3000, currency: "aud" } };

describe("OrderStatusView", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("polls every 2 s until the order is paid, then says what was charged and stops", async () => {
    const calls = serve([pending, pending, { status: 200, body: { status: "paid", fulfilment: "unfulfilled", reason: null, amount: 3000, currency: "aud" } }]);
    show();
    expect(await screen.findByRole("heading", { name: "Processing your order…" })).toBeInTheDocument();
    expect(screen.getByText("This usually takes a few seconds. We’ll update automatically.")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2));
    expect(await screen.findByRole("heading", { name: "Order complete!" })).toBeInTheDocument();
    expect(screen.getByText("Charged 30.00 AUD.")).toBeInTheDocument();
    expect(calls[0]).toBe("/api/orderstatus?pi=pi_test_abc");
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(calls).toHaveLength(3);
  });

  it("shows a failure's reason, or the default text, with Try Again", async () => {
    serve([{ status: 200, body: { status: "failed", fulfilment: "unfulfilled", reason: null, amount: 3000, currency: "aud" } }]);
    show();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByText("Please try again or use a different payment method.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout");
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  });

  it("says when a pending payment needs the shopper's bank check, then when it is processing", async () => {
    serve([
      { status: 200, body: { ...pending.body, progress: "needs_action" } },
      { status: 200, body: { ...pending.body, progress: "processing" } },
    ]);
    show();
    expect(await screen.findByText("Your payment needs action: complete your bank's check to finish it.")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByText("Your payment is processing: your bank is confirming it.")).toBeInTheDocument();
    expect(screen.queryByText(/needs action/)).not.toBeInTheDocument();
  });

  it("tells a shopper whose items sold out that the refund is on its way", async () => {
    serve([{ status: 200, body: { status: "failed", fulfilment: "unfulfilled", reason: "Some items sold out before your payment completed; your payment is being refunded.", amount: 3000, currency: "aud", progress: "refund_pending" } }]);
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent(/is being refunded/);
    expect(screen.getByText("A refund is on its way to your card.")).toBeInTheDocument();
  });

  it("shows a retryable decline as 'Payment failed' but keeps following the order, which another card then pays", async () => {
    const declined = { status: 200, body: { status: "pending", fulfilment: "unfulfilled", reason: "Your card was declined.", amount: 3000, currency: "aud", progress: null } };
    const paid = { status: 200, body: { status: "paid", fulfilment: "unfulfilled", reason: null, amount: 3000, currency: "aud", progress: null } };
    const calls = serve([declined, declined, declined, paid]);
    show();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(screen.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout");
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(await screen.findByRole("heading", { name: "Order complete!" })).toBeInTheDocument();
    expect(calls).toHaveLength(4);
  });

  it("ignores a polling error and keeps trying, at most 30 times", async () => {
    const calls = serve([{ status: 503, body: { detail: "down" } }, pending]);
    show();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLLS + 10)));
    expect(screen.getByRole("heading", { name: "Processing your order…" })).toBeInTheDocument();
    expect(calls.length).toBeLessThanOrEqual(MAX_POLLS + 2);
    expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
  });

  it("treats an unknown reference as a missing one", async () => {
    serve([{ status: 404, body: { detail: "Order not found" } }]);
    show("pi_test_unknown");
    expect(await screen.findByRole("heading", { name: "Missing order reference" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Checkout" })).toHaveAttribute("href", "/checkout");
  });
});

import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { OrderSummary } from "@/components/cart/order-summary";
import { setAppliedCode } from "@/components/cart/discount-code-store";
import { COUNTRY_STORAGE_KEY } from "@/components/location/client-storage";
import { DISCOUNT_REFUSALS, type QuoteResponse } from "@/lib/pricing/contract";
import { cartLine, productItem } from "./cart-fixtures";
import { fakeFetch } from "./cart-api-mock";

jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const lines = [cartLine(1, productItem(1, 50), 2)];

function quote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    currency: "AUD",
    country: "AU",
    converted: true,
    lines: [{ productItemId: 1, unitPrice: 75, totalPrice: 150 }],
    items: 150,
    discount: null,
    discountError: null,
    shippingOptions: [{ id: 4, name: "Standard", price: 10, free: false }],
    shipping: { methodId: 4, name: "Standard", amount: 10 },
    tax: { label: "GST", ratePercent: 10, inclusive: true, amount: 14.55 },
    total: 160,
    ...overrides,
  };
}

function renderSummary() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderSummary lines={lines} itemCount={2} />
    </QueryClientProvider>,
  );
}

const row = (summary: HTMLElement, label: string) => within(summary).getByText(label).nextSibling;

beforeEach(() => {
  window.localStorage.setItem(COUNTRY_STORAGE_KEY, "AU");
  setAppliedCode(null);
});

describe("OrderSummary", () => {
  it("shows the server's figures for the shopper's country: delivery, GST included, the total in AUD", async () => {
    fakeFetch({ "POST /api/cart/quote": () => ({ body: quote() }) });
    renderSummary();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(row(summary, "Total")).toHaveTextContent("$160.00 AUD"));
    expect(row(summary, "Items subtotal (2 items)")).toHaveTextContent("$150.00 AUD");
    expect(row(summary, "GST (10 % included)")).toHaveTextContent("$14.55 AUD");
    expect(row(summary, "Delivery (Standard)")).toHaveTextContent("$10.00 AUD");
  });

  it("applies a code the server accepts and shows the discount line", async () => {
    const { calls } = fakeFetch({
      "POST /api/cart/quote": (body) =>
        (body as { discountCode?: string }).discountCode === "SAVE20"
          ? { body: quote({ discount: { code: "SAVE20", amount: 30 }, total: 130 }) }
          : { body: quote() },
    });
    renderSummary();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(row(summary, "Total")).toHaveTextContent("$160.00 AUD"));
    fireEvent.change(within(summary).getByLabelText("Discount code"), { target: { value: " save20 " } });
    fireEvent.click(within(summary).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(row(summary, "Discount (SAVE20)")).toHaveTextContent("−$30.00 AUD"));
    expect(row(summary, "Total")).toHaveTextContent("$130.00 AUD");
    expect(within(summary).getByText(/applied/)).toHaveTextContent("Code SAVE20 applied");
    expect(calls.at(-1)?.body).toMatchObject({ country: "AU", discountCode: "SAVE20", cart: [{ productItemId: 1, quantity: 2 }] });
  });

  it("shows why a code is refused and takes it off", async () => {
    fakeFetch({
      "POST /api/cart/quote": (body) =>
        (body as { discountCode?: string }).discountCode
          ? { body: quote({ discountError: DISCOUNT_REFUSALS.unknown }) }
          : { body: quote() },
    });
    renderSummary();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(row(summary, "Total")).toHaveTextContent("$160.00 AUD"));
    fireEvent.change(within(summary).getByLabelText("Discount code"), { target: { value: "OLD" } });
    fireEvent.click(within(summary).getByRole("button", { name: "Apply" }));
    expect(await within(summary).findByRole("alert")).toHaveTextContent(DISCOUNT_REFUSALS.unknown);
    expect(within(summary).queryByText("Discount (OLD)")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("discountCode")).toBeNull();
  });

  it("shows the limit of codes tried beside the field and takes the code off, the cart still priced", async () => {
    const tooMany = "Too many discount codes tried. Try again in 42 minutes.";
    fakeFetch({
      "POST /api/cart/quote": (body) =>
        (body as { discountCode?: string }).discountCode ? { status: 429, body: { detail: tooMany } } : { body: quote() },
    });
    renderSummary();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    await waitFor(() => expect(row(summary, "Total")).toHaveTextContent("$160.00 AUD"));
    fireEvent.change(within(summary).getByLabelText("Discount code"), { target: { value: "GUESS" } });
    fireEvent.click(within(summary).getByRole("button", { name: "Apply" }));
    expect(await within(summary).findByRole("alert")).toHaveTextContent(tooMany);
    expect(window.sessionStorage.getItem("discountCode")).toBeNull();
    await waitFor(() => expect(row(summary, "Total")).toHaveTextContent("$160.00 AUD"));
  });

  it("keeps the spec's summary while the server's answer is not in", () => {
    fakeFetch({ "POST /api/cart/quote": () => ({ status: 503, body: { detail: "down" } }) });
    renderSummary();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(row(summary, "GST")).toHaveTextContent("$0.00");
    expect(row(summary, "Delivery")).toHaveTextContent("TBD");
    expect(row(summary, "Total")).toHaveTextContent("$100.00");
  });
});

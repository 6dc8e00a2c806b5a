import { render, screen } from "@testing-library/react";
import { ReconciliationAlert } from "@/components/admin/dashboard/reconciliation-alert";
import { DifferencesTable } from "@/components/admin/reconciliation/differences-table";
import { toReconciliationRunView } from "@/lib/orders/ledger/contract";

// What the owner sees of a reconciliation: on the dashboard, and each difference on its page.

describe("the dashboard's reconciliation alert", () => {
  it("names the count of differences and links to them", () => {
    render(<ReconciliationAlert count={2} from="2026-03-01" to="2026-03-03" />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "2 differences between the orders and the payment provider's records (orders from 2026-03-01 to 2026-03-03).",
    );
    expect(screen.getByRole("link", { name: "Review the differences" })).toHaveAttribute("href", "/admin/orders/reconciliation");
  });

  it("raises no alert when the shop and the provider agree", () => {
    render(<ReconciliationAlert count={0} from="2026-03-01" to="2026-03-03" />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(/the shop and the provider agree/)).toBeInTheDocument();
  });
});

describe("the differences table", () => {
  it("links each difference to its order and shows both figures", () => {
    const view = toReconciliationRunView({
      id: 1,
      ranAt: new Date("2026-03-03T01:00:00Z"),
      range: { from: "2026-03-01", to: "2026-03-03" },
      trigger: "daily",
      differenceCount: 2,
      differences: [
        {
          kind: "amount_differs",
          orderId: 42,
          providerId: "pi_42",
          shop: { amountMinor: 1500, currency: "AUD" },
          provider: { amountMinor: 2000, currency: "AUD" },
        },
        { kind: "charge_missing_in_shop", orderId: null, providerId: "pi_9", shop: null, provider: { amountMinor: 900, currency: "EUR" } },
      ],
    });
    render(<DifferencesTable differences={view.differences} />);
    const [, first, second] = screen.getAllByRole("row");
    expect(screen.getByRole("link", { name: "#42" })).toHaveAttribute("href", "/admin/orders/42");
    expect(first).toHaveTextContent("Amount charged differs");
    expect(first).toHaveTextContent("$15.00 AUD");
    expect(first).toHaveTextContent("$20.00 AUD");
    expect(second).toHaveTextContent("No order in the shop");
    expect(second).toHaveTextContent("Paid at the provider, not paid in the shop");
    expect(second).toHaveTextContent("pi_9");
  });
});

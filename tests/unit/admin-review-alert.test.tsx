import { render, screen } from "@testing-library/react";
import { ReviewAlert } from "@/components/admin/dashboard/review-alert";

describe("ReviewAlert", () => {
  it("says nothing while no payment waits for review", () => {
    const { container } = render(<ReviewAlert count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("counts the payments under review and links to them", () => {
    render(<ReviewAlert count={2} />);
    expect(screen.getByText(/2 payments received for another amount or currency than the orders/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/admin/orders?status=review");
  });
});

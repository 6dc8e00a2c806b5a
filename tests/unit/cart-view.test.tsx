import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { CartView } from "@/components/cart/cart-view";
import type { UseCart } from "@/components/cart/use-cart";
import { cartLine, productItem } from "./cart-fixtures";

const mockCart: { current: UseCart } = { current: {} as UseCart };
jest.mock("@/components/cart/use-cart", () => ({ useCart: () => mockCart.current }));
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

function cart(overrides: Partial<UseCart>): UseCart {
  return {
    lines: [],
    count: 0,
    isLoading: false,
    isError: false,
    isSignedIn: false,
    addItem: jest.fn(),
    updateQuantity: jest.fn(async () => {}),
    removeLine: jest.fn(async () => {}),
    clear: jest.fn(),
    refetch: jest.fn(),
    ...overrides,
  };
}

describe("CartView", () => {
  it("says the cart is empty", () => {
    mockCart.current = cart({});
    render(<CartView />);
    expect(screen.getByText("Your cart is currently empty")).toBeInTheDocument();
  });

  it("shows a loading state, then an error state with a retry", () => {
    mockCart.current = cart({ isLoading: true });
    const { rerender } = render(<CartView />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart…");
    mockCart.current = cart({ isError: true });
    rerender(<CartView />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load your cart");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(mockCart.current.refetch).toHaveBeenCalled();
  });

  it("lists lines and an Order Summary with subtotal, GST 0, Delivery TBD and the total to 2 decimals", () => {
    const lines = [cartLine(1, productItem(1, 19.99), 3), cartLine(2, productItem(2, 0.1), 1)];
    mockCart.current = cart({ lines, count: 2 });
    render(<CartView />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("Items subtotal (4 items)").nextSibling).toHaveTextContent("$60.07");
    expect(within(summary).getByText("GST").nextSibling).toHaveTextContent("$0.00");
    expect(within(summary).getByText("Delivery").nextSibling).toHaveTextContent("TBD");
    expect(within(summary).getByText("Total").nextSibling).toHaveTextContent("$60.07");
  });

  it("disables minus at quantity 1; plus and minus change the quantity by one", async () => {
    const lines = [cartLine(1, productItem(1, 5), 1), cartLine(2, productItem(2, 5), 2)];
    mockCart.current = cart({ lines, count: 2 });
    render(<CartView />);
    expect(screen.getByRole("button", { name: "Decrease quantity of Product 1" })).toBeDisabled();
    const plus = screen.getByRole("button", { name: "Increase quantity of Product 1" });
    fireEvent.click(plus);
    expect(mockCart.current.updateQuantity).toHaveBeenCalledWith(1, 2);
    await waitFor(() => expect(plus).toBeEnabled());
    const minus = screen.getByRole("button", { name: "Decrease quantity of Product 2" });
    fireEvent.click(minus);
    expect(mockCart.current.updateQuantity).toHaveBeenCalledWith(2, 1);
    await waitFor(() => expect(minus).toBeEnabled());
  });

  it("removes a line, and toasts why a change was refused", async () => {
    const lines = [cartLine(2, productItem(2, 5), 2)];
    mockCart.current = cart({
      lines,
      count: 1,
      updateQuantity: jest.fn(async () => Promise.reject(new Error("Only 2 in stock"))),
    });
    render(<CartView />);
    const remove = screen.getByRole("button", { name: "Remove Product 2 from cart" });
    fireEvent.click(remove);
    expect(mockCart.current.removeLine).toHaveBeenCalledWith(2);
    await waitFor(() => expect(remove).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity of Product 2" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Only 2 in stock"));
  });
});

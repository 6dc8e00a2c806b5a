import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProductPurchase } from "@/components/store/detail/product-purchase";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";

const addToCart = jest.fn(async () => {});
jest.mock("@/components/cart/add-to-cart", () => ({ addToCart }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const product = { id: 7, name: "Tee", price: 20, variations: { Color: ["red"], Size: ["M", "XL"] } };

function item(id: number, size: string, price: number): ProductItemResponse {
  return {
    id,
    price,
    sku: `TEE-${size}`,
    stock: 5,
    imageUrls: [],
    variations: [
      { id: 1, value: "red", name: "Color" },
      { id: size === "M" ? 10 : 11, value: size, name: "Size" },
    ],
    product: { id: 7, name: "Tee", description: "", images: [], price: 20 },
  };
}

const items = [item(100, "M", 20), item(101, "XL", 22)];

describe("ProductPurchase", () => {
  beforeEach(() => {
    addToCart.mockClear();
    globalThis.fetch = jest.fn(() => Promise.reject(new Error("no network in this test"))) as typeof fetch;
  });

  it("shows the chosen item's price, which may differ from the product's base price", async () => {
    render(<ProductPurchase product={product} items={items} lowStockThreshold={5} />);
    expect(screen.getByTestId("product-price")).toHaveTextContent("$20.00");
    await userEvent.click(screen.getByRole("radio", { name: "XL" }));
    expect(screen.getByTestId("product-price")).toHaveTextContent("$22.00");
  });

  it("adds the chosen item in one call, without looking it up again", async () => {
    render(<ProductPurchase product={product} items={items} lowStockThreshold={5} />);
    await userEvent.click(screen.getByRole("radio", { name: "XL" }));
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() =>
      expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 101, price: 22 }), 1, false),
    );
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("says how few are left at or below the shop's low-stock threshold, and only then", () => {
    const { unmount } = render(<ProductPurchase product={product} items={items} lowStockThreshold={5} />);
    expect(screen.getByText("Only 5 left in stock.")).toBeInTheDocument();
    unmount();
    render(<ProductPurchase product={product} items={items} lowStockThreshold={4} />);
    expect(screen.getByText("In stock")).toBeInTheDocument();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });
});

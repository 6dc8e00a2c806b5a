import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { ItemsPanel } from "@/components/admin/items/items-panel";
import { toast } from "@/components/ui/toast";
import type { AdminItem, AdminItemList } from "@/lib/catalog/contract/items";
import { fakeFetch } from "./cart-api-mock";

jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const types = [
  { name: "Color", variant_values: [{ id: 1, value: "Red" }, { id: 2, value: "Blue" }] },
  { name: "Size", variant_values: [{ id: 10, value: "S" }, { id: 11, value: "M" }] },
];

function item(id: number, sku: string, values: [number, string, string][], overrides: Partial<AdminItem> = {}): AdminItem {
  return {
    id,
    sku,
    price: 20,
    stock: 4,
    sold: 2,
    retiredAt: null,
    images: [],
    variations: values.map(([valueId, value, name]) => ({ id: valueId, value, name })),
    ...overrides,
  };
}

function listOf(items: AdminItem[]): AdminItemList {
  return { productId: 7, price: 20, variationTypes: types, items };
}

function renderPanel(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<ItemsPanel productId={7} />, { wrapper });
}

/** Opens a row's menu and chooses an action (Radix opens menus on pointer down, or on Enter). */
async function chooseAction(sku: string, action: string): Promise<void> {
  const trigger = screen.getByRole("button", { name: `Actions for ${sku}` });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: action }));
}

beforeEach(() => jest.clearAllMocks());

describe("ItemsPanel", () => {
  it("lists every item with its values, SKU, price, stock, units sold and status", async () => {
    fakeFetch({
      "GET /api/admin/product/7/items": () => ({
        body: listOf([
          item(1, "TEE-RED-S", [[1, "Red", "Color"], [10, "S", "Size"]]),
          item(2, "TEE-BLUE-S", [[2, "Blue", "Color"], [10, "S", "Size"]], { stock: 0, sold: 9 }),
          item(3, "TEE-RED-M", [[1, "Red", "Color"], [11, "M", "Size"]], { retiredAt: "2026-01-01T00:00:00.000Z" }),
        ]),
      }),
    });
    renderPanel();
    const table = screen.getByRole("table", { name: "Items" });
    await within(table).findByRole("rowheader", { name: "TEE-RED-S" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ColorSizeSKUPriceStockSoldStatusActions",
      "RedSTEE-RED-S$20.0042On saleActions",
      "BlueSTEE-BLUE-S$20.0009Sold outActions",
      "RedMTEE-RED-M$20.0042RetiredActions",
    ]);
    expect(screen.getByText(/2 on sale, 1 retired\. Listed from \$20\.00/)).toBeInTheDocument();
    // Blue / M is the one combination left to add.
    expect(screen.getByRole("button", { name: "Add item" })).toBeEnabled();
  });

  it("says when there are no items, and offers a retry when they cannot be loaded", async () => {
    let fail = true;
    fakeFetch({
      "GET /api/admin/product/7/items": () => (fail ? { status: 500, body: { detail: "Down" } } : { body: listOf([]) }),
    });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("The items could not be loaded.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("This product has no items yet. Add one to sell it.")).toBeInTheDocument();
  });

  it("sets a counted stock against the figure shown; refused after a sale, it shows the new figure and sends it next", async () => {
    let stock = 4;
    const { calls } = fakeFetch({
      "GET /api/admin/product/7/items": () => ({ body: listOf([item(1, "TEE-RED-S", [[1, "Red", "Color"], [10, "S", "Size"]], { stock })]) }),
      "PUT /api/admin/items/1/stock": (body) => {
        const { expected, stock: counted } = body as { expected: number; stock: number };
        if (expected !== stock) return { status: 409, body: { detail: `The stock changed to ${stock} since you loaded it; check the new figure and try again` } };
        stock = counted;
        return { body: { id: 1, productId: 7, sku: "TEE-RED-S", stock } };
      },
    });
    renderPanel();
    await screen.findByRole("rowheader", { name: "TEE-RED-S" });
    await chooseAction("TEE-RED-S", "Set stock");
    const dialog = await screen.findByRole("dialog", { name: "Set stock of TEE-RED-S" });
    fireEvent.change(within(dialog).getByLabelText("Counted stock"), { target: { value: "10" } });
    stock = 3; // a sale meanwhile
    fireEvent.click(within(dialog).getByRole("button", { name: "Set stock" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The stock changed to 3 since you loaded it");
    await waitFor(() => expect(within(dialog).getByTestId("current-stock")).toHaveTextContent("3"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Set stock" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("Stock of TEE-RED-S set to 10");
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { stock: 10, expected: 4 },
      { stock: 10, expected: 3 },
    ]);
  });

  it("retires an item only after confirming, and names it Reactivate once retired", async () => {
    let retiredAt: string | null = null;
    fakeFetch({
      "GET /api/admin/product/7/items": () => ({ body: listOf([item(1, "TEE-RED-S", [[1, "Red", "Color"], [10, "S", "Size"]], { retiredAt })]) }),
      "POST /api/admin/items/1/retire": () => {
        retiredAt = "2026-02-01T00:00:00.000Z";
        return { body: {} };
      },
    });
    renderPanel();
    await screen.findByRole("rowheader", { name: "TEE-RED-S" });
    await chooseAction("TEE-RED-S", "Retire");
    const dialog = await screen.findByRole("dialog", { name: "Retire TEE-RED-S?" });
    expect(dialog).toHaveTextContent("stays on past orders, but shoppers can no longer see, add or buy it");
    fireEvent.click(within(dialog).getByRole("button", { name: "Retire item" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("TEE-RED-S retired");
    expect(await screen.findByText("Retired")).toBeInTheDocument();
    await chooseAction("TEE-RED-S", "Reactivate");
    expect(await screen.findByRole("dialog", { name: "Reactivate TEE-RED-S?" })).toBeInTheDocument();
  });

  it("adds an item for a missing combination, offering only values that lead to one", async () => {
    const { calls } = fakeFetch({
      "GET /api/admin/product/7/items": () => ({
        body: listOf([
          item(1, "TEE-RED-S", [[1, "Red", "Color"], [10, "S", "Size"]]),
          item(2, "TEE-RED-M", [[1, "Red", "Color"], [11, "M", "Size"]]),
          item(3, "TEE-BLUE-S", [[2, "Blue", "Color"], [10, "S", "Size"]]),
        ]),
      }),
      "POST /api/admin/product/7/items": () => ({ status: 201, body: {} }),
    });
    renderPanel();
    await screen.findByRole("rowheader", { name: "TEE-RED-S" });
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add item" });
    const colour = within(dialog).getByLabelText("Color");
    expect(within(colour).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose color…", "Blue"]);
    const add = within(dialog).getByRole("button", { name: "Add item" });
    expect(add).toBeDisabled();
    fireEvent.change(colour, { target: { value: "2" } });
    fireEvent.change(within(dialog).getByLabelText("Size"), { target: { value: "11" } });
    fireEvent.change(within(dialog).getByLabelText("SKU"), { target: { value: "TEE-BLUE-M" } });
    fireEvent.change(within(dialog).getByLabelText("Price (USD)"), { target: { value: "22.50" } });
    fireEvent.change(within(dialog).getByLabelText("Stock"), { target: { value: "6" } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ sku: "TEE-BLUE-M", price: 22.5, stock: 6, variations: [2, 11] });
    expect(toast.success).toHaveBeenCalledWith("TEE-BLUE-M added");
  });
});

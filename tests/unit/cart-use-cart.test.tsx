import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { GUEST_CART_KEY } from "@/components/cart/guest-storage";
import { useCart } from "@/components/cart/use-cart";
import { fakeFetch } from "./cart-api-mock";
import { cartLine, productItem } from "./cart-fixtures";

const mockSession = { status: "unauthenticated" as "loading" | "authenticated" | "unauthenticated" };
jest.mock("@/components/account/use-session-state", () => ({
  useSessionState: () => ({ status: mockSession.status, data: null }),
}));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      {children}
    </QueryClientProvider>
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? "[]");

beforeAll(() => {
  if (!globalThis.crypto.randomUUID) {
    let n = 0;
    Object.defineProperty(globalThis.crypto, "randomUUID", {
      value: () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
    });
  }
});

beforeEach(() => {
  window.localStorage.clear();
  mockSession.status = "unauthenticated";
});

describe("useCart, signed out", () => {
  it("adds to local storage with a generated id and shows the server's current prices", async () => {
    const { calls } = fakeFetch({ "GET /api/cart/prices": () => ({ body: [productItem(1, 9.5, 20)] }) });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.lines).toEqual([]);

    await act(() => result.current.addItem(productItem(1, 5, 20), 2));
    expect(stored()).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), quantity: 2, totalPrice: 10 }),
    ]);
    await waitFor(() => expect(result.current.lines[0]?.totalPrice).toBe(19));
    expect(result.current.count).toBe(1);
    expect(result.current.lines[0].productItem.price).toBe(9.5);
    expect(calls).toContainEqual({ method: "GET", path: "/api/cart/prices?ids=1", body: undefined });

    await act(() => result.current.addItem(productItem(1, 5, 20), 1));
    expect(stored()).toHaveLength(1);
    await waitFor(() => expect(result.current.lines[0].quantity).toBe(3));
  });

  it("re-reads the cart when another tab changes it", async () => {
    fakeFetch({
      "GET /api/cart/prices": (_body, url) => ({
        body: url.searchParams
          .get("ids")!
          .split(",")
          .map((id) => productItem(Number(id), 1)),
      }),
    });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      window.localStorage.setItem(
        GUEST_CART_KEY,
        JSON.stringify([cartLine("other-tab", productItem(4, 1), 2)]),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
    });
    await waitFor(() => expect(result.current.lines.map((line) => line.id)).toEqual(["other-tab"]));
  });

  it("changes and removes lines, refusing quantities beyond the current stock", async () => {
    fakeFetch({ "GET /api/cart/prices": () => ({ body: [productItem(1, 2, 3)] }) });
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([cartLine("a", productItem(1, 2, 50), 1)]));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    await act(() => result.current.updateQuantity("a", 3));
    expect(stored()[0]).toMatchObject({ quantity: 3, totalPrice: 6 });
    await expect(result.current.updateQuantity("a", 4)).rejects.toThrow("Only 3 in stock");
    await act(() => result.current.removeLine("a"));
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    await waitFor(() => expect(result.current.count).toBe(0));
  });
});

describe("useCart, signed in", () => {
  beforeEach(() => {
    mockSession.status = "authenticated";
  });

  it("reads the server cart and refetches it after each change (the cart-updated event)", async () => {
    let serverLines = [cartLine(7, productItem(1, 4), 1)];
    const { calls } = fakeFetch({
      "GET /api/cart": () => ({ body: serverLines }),
      "POST /api/cart": () => {
        serverLines = [cartLine(7, productItem(1, 4), 3)];
        return { body: serverLines[0] };
      },
      "DELETE /api/cart/7": () => {
        serverLines = [];
        return { status: 204 };
      },
    });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));

    await act(() => result.current.addItem(productItem(1, 4), 2));
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/cart",
      body: { productItemId: 1, quantity: 2 },
    });
    await waitFor(() => expect(result.current.lines[0].quantity).toBe(3));

    await act(() => result.current.removeLine(7));
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(stored()).toEqual([]);
  });

  it("passes the server's detail on when a change is refused", async () => {
    fakeFetch({
      "GET /api/cart": () => ({ body: [cartLine(7, productItem(1, 4), 1)] }),
      "PUT /api/cart/7": () => ({ status: 400, body: { detail: "Only 1 in stock" } }),
    });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    await expect(result.current.updateQuantity(7, 2)).rejects.toThrow("Only 1 in stock");
  });

  it("clears the local cart when the server cart cannot be fetched", async () => {
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([cartLine("a", productItem(1, 2), 1)]));
    fakeFetch({ "GET /api/cart": () => ({ status: 500, body: { detail: "boom" } }) });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(result.current.lines).toEqual([]);
  });
});

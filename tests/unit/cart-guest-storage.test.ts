import { CART_UPDATED_EVENT } from "@/components/cart/cart-events";
import {
  clearGuestCart,
  GUEST_CART_KEY,
  readGuestCart,
  subscribeGuestCart,
  writeGuestCart,
} from "@/components/cart/guest-storage";
import { cartLine, productItem } from "./cart-fixtures";

beforeEach(() => window.localStorage.clear());

describe("the signed-out cart in local storage", () => {
  it("round-trips lines under one key and announces each write", () => {
    const announced = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, announced);
    const lines = [cartLine("a", productItem(1, 2.5), 2)];
    writeGuestCart(lines);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? "null")).toEqual(lines);
    expect(readGuestCart()).toEqual(lines);
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_UPDATED_EVENT, announced);
  });

  it("returns the same array until storage changes (a stable snapshot)", () => {
    writeGuestCart([cartLine("a", productItem(1, 2.5), 2)]);
    expect(readGuestCart()).toBe(readGuestCart());
  });

  it("drops what does not parse instead of trusting it", () => {
    window.localStorage.setItem(GUEST_CART_KEY, "{broken");
    expect(readGuestCart()).toEqual([]);
    const good = cartLine("a", productItem(1, 2.5), 2);
    window.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([good, { id: "x", quantity: -1 }, { ...good, id: "b", quantity: 500 }]),
    );
    expect(readGuestCart()).toEqual([good]);
  });

  it("reads two stored lines of one item as one line, at most 99", () => {
    const item = productItem(1, 2, 500);
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([cartLine("a", item, 60), cartLine("b", item, 60)]));
    expect(readGuestCart()).toEqual([{ ...cartLine("a", item, 99) }]);
  });

  it("clears the key", () => {
    writeGuestCart([cartLine("a", productItem(1, 2.5), 2)]);
    clearGuestCart();
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(readGuestCart()).toEqual([]);
  });

  it("tells subscribers about other tabs' changes to the cart, and only those", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeGuestCart(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

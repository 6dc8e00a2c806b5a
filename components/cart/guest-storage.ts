import { z } from "zod";
import { announceCartUpdated } from "@/components/cart/cart-events";
import { GUEST_CART_KEY, readGuestCartRaw as readRaw, subscribeGuestCart } from "@/components/cart/guest-cart-store";
import { mergeSameItemLines } from "@/lib/cart/local-cart";
import { cartLineSchema } from "@/lib/cart/schemas";
import type { CartLineResponse } from "@/lib/cart/types";

// The signed-out visitor's cart in local storage, under one key, shared by all tabs, as
// validated lines (the raw store is guest-cart-store.ts).

export { GUEST_CART_KEY, subscribeGuestCart };

const storedCartSchema = z.array(z.unknown());
const EMPTY: readonly CartLineResponse[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedLines: readonly CartLineResponse[] = EMPTY;

/** Lines that do not parse (an older format, a hand edit) are dropped, never trusted; lines of one item are merged. */
function parse(raw: string | null): readonly CartLineResponse[] {
  if (!raw) return EMPTY;
  try {
    const stored = storedCartSchema.safeParse(JSON.parse(raw));
    if (!stored.success) return EMPTY;
    return mergeSameItemLines(
      stored.data.flatMap((line) => {
        const parsed = cartLineSchema.safeParse(line);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  } catch {
    return EMPTY;
  }
}

/** The stored lines; the same array until storage changes (what useSyncExternalStore needs). */
export function readGuestCart(): readonly CartLineResponse[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parse(raw);
  }
  return cachedLines;
}

/** What the server renders: no local storage there. */
export function readGuestCartOnServer(): readonly CartLineResponse[] {
  return EMPTY;
}

export function writeGuestCart(lines: readonly CartLineResponse[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(GUEST_CART_KEY);
    else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  } catch (error) {
    console.error("Could not save the cart", error);
  }
  announceCartUpdated();
}

export function clearGuestCart(): void {
  if (readRaw() !== null) writeGuestCart(EMPTY);
}

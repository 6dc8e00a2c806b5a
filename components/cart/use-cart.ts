"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSessionState } from "@/components/account/use-session-state";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { addToCart } from "@/components/cart/add-to-cart";
import {
  fetchCurrentItems,
  fetchServerCart,
  removeServerCartLine,
  updateServerCartLine,
} from "@/components/cart/cart-api";
import { announceCartUpdated } from "@/components/cart/cart-events";
import { CART_QUERY_KEY, syncCartQueries } from "@/components/cart/cart-sync";
import {
  clearGuestCart,
  readGuestCart,
  readGuestCartOnServer,
  subscribeGuestCart,
  writeGuestCart,
} from "@/components/cart/guest-storage";
import { removeFromLines, repriceLines, setLineQuantity } from "@/lib/cart/local-cart";
import type { CartLineResponse, CartLineId } from "@/lib/cart/types";

export { CART_QUERY_KEY };

export type UseCart = {
  /** The lines, priced by the server (also for a signed-out cart, once its prices are in). */
  lines: CartLineResponse[];
  /** Number of lines (what the header badge shows). */
  count: number;
  /** The session or the server's prices are not known yet. */
  isLoading: boolean;
  /** The cart could not be loaded (signed in: the local cart has then been cleared). */
  isError: boolean;
  isSignedIn: boolean;
  /** Adds to the line of the same item or appends one; rejects with a message fit to show. */
  addItem(productItem: ProductItemResponse, quantity: number): Promise<void>;
  updateQuantity(lineId: CartLineId, quantity: number): Promise<void>;
  removeLine(lineId: CartLineId): Promise<void>;
  /** Forgets the cart this browser holds (at logout); the account's server cart stays. */
  clear(): Promise<void>;
  refetch(): void;
};

/**
 * The one cart hook of the app. Signed out, the cart lives in local storage (shared by all
 * tabs); signed in, it lives on the server behind /api/cart. Changes announce `cart-updated`,
 * on which every view re-reads.
 */
export function useCart(): UseCart {
  const { status } = useSessionState();
  const isSignedIn = status === "authenticated";
  const isSignedOut = status === "unauthenticated";
  const queryClient = useQueryClient();
  useEffect(() => syncCartQueries(queryClient), [queryClient]);

  const storedLines = useSyncExternalStore(subscribeGuestCart, readGuestCart, readGuestCartOnServer);

  const serverCart = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => fetchServerCart(signal),
    enabled: isSignedIn,
    staleTime: 0,
  });
  const serverCartFailed = isSignedIn && serverCart.isError;
  useEffect(() => {
    // When the signed-in cart cannot be fetched, the local cart is cleared.
    if (serverCartFailed) clearGuestCart();
  }, [serverCartFailed]);

  const storedItemIds = useMemo(
    () => [...new Set(storedLines.map((line) => line.productItem.id))].sort((a, b) => a - b),
    [storedLines],
  );
  const currentItems = useQuery({
    queryKey: [...CART_QUERY_KEY, "current-items", storedItemIds],
    queryFn: ({ signal }) => fetchCurrentItems(storedItemIds, signal),
    enabled: isSignedOut && storedItemIds.length > 0,
    staleTime: 60_000,
  });

  const lines = useMemo<CartLineResponse[]>(() => {
    if (isSignedIn) return serverCart.data ?? [];
    if (!isSignedOut) return [];
    return currentItems.data ? repriceLines(storedLines, currentItems.data) : [...storedLines];
  }, [isSignedIn, isSignedOut, serverCart.data, storedLines, currentItems.data]);

  const isLoading =
    status === "loading" ||
    (isSignedIn && serverCart.isPending) ||
    (isSignedOut && storedItemIds.length > 0 && currentItems.isPending);
  const isError = serverCartFailed || (isSignedOut && currentItems.isError);

  const addItem = useCallback(
    (productItem: ProductItemResponse, quantity: number) => addToCart(productItem, quantity, isSignedIn),
    [isSignedIn],
  );

  const updateQuantity = useCallback(
    async (lineId: CartLineId, quantity: number) => {
      if (isSignedIn) {
        await updateServerCartLine(lineId, quantity);
        announceCartUpdated();
      } else {
        // Judged against the server's current stock when it is known, not the stored one.
        const current = currentItems.data
          ? repriceLines(readGuestCart(), currentItems.data)
          : readGuestCart();
        writeGuestCart(setLineQuantity(current, lineId, quantity));
      }
    },
    [isSignedIn, currentItems.data],
  );

  const removeLine = useCallback(
    async (lineId: CartLineId) => {
      if (isSignedIn) {
        await removeServerCartLine(lineId);
        announceCartUpdated();
      } else {
        writeGuestCart(removeFromLines(readGuestCart(), lineId));
      }
    },
    [isSignedIn],
  );

  const clear = useCallback(async () => {
    clearGuestCart();
    queryClient.removeQueries({ queryKey: CART_QUERY_KEY });
  }, [queryClient]);

  const refetchServerCart = serverCart.refetch;
  const refetchCurrentItems = currentItems.refetch;
  const refetch = useCallback(() => {
    if (isSignedIn) void refetchServerCart();
    else void refetchCurrentItems();
  }, [isSignedIn, refetchServerCart, refetchCurrentItems]);

  return {
    lines,
    count: lines.length,
    isLoading,
    isError,
    isSignedIn,
    addItem,
    updateQuantity,
    removeLine,
    clear,
    refetch,
  };
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onCartUpdated } from "@/components/cart/cart-events";
import { CART_QUERY_KEY } from "@/components/cart/use-cart";

/** Refetches the signed-in cart once per `cart-updated` event, for every view that shows it. */
export function CartSync() {
  const queryClient = useQueryClient();
  useEffect(
    () => onCartUpdated(() => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY, exact: true })),
    [queryClient],
  );
  return null;
}

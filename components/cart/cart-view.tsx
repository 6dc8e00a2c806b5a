"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { CartLineId } from "@/lib/cart/types";
import { useCart } from "@/components/cart/use-cart";
import { EmptyCart } from "./empty-cart";
import { CartLineItem } from "./cart-line-item";
import { OrderSummary } from "./order-summary";
import { withQueryScope } from "@/components/query/query-scope";

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function LoadingCart() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your cart…</span>
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} className="h-28 rounded-2xl" />
      ))}
    </div>
  );
}

/** The cart's lines and Order Summary, in every state: loading, error, empty and filled. */
function CartViewContent() {
  const { lines, isLoading, isError, updateQuantity, removeLine, refetch } = useCart();
  const [busyLine, setBusyLine] = useState<CartLineId | null>(null);

  const change = async (lineId: CartLineId, action: () => Promise<void>, fallback: string) => {
    setBusyLine(lineId);
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    } finally {
      setBusyLine(null);
    }
  };

  if (isLoading) return <LoadingCart />;

  if (isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">We could not load your cart. Please try again.</Alert>
        <Button variant="secondary" onClick={refetch}>
          Try again
        </Button>
      </div>
    );
  }

  if (lines.length === 0) return <EmptyCart />;

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <ul aria-label="Cart lines" className="divide-y divide-neutral-200 border-y border-neutral-200">
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            busy={busyLine === line.id}
            onQuantityChange={(quantity) =>
              void change(line.id, () => updateQuantity(line.id, quantity), "Could not change the quantity")
            }
            onRemove={() => void change(line.id, () => removeLine(line.id), "Could not remove this item")}
          />
        ))}
      </ul>
      <OrderSummary lines={lines} itemCount={itemCount} />
    </div>
  );
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const CartView = withQueryScope(CartViewContent);

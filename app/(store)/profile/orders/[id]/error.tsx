"use client";

import type { RouteErrorProps } from "@/components/http/route-error";
import StoreErrorView from "@/components/store/store-error-view";

/** The order could not be read just now: a retry, and the way back to the order list. */
export default function OrderError(props: RouteErrorProps) {
  return (
    <StoreErrorView
      {...props}
      title="We couldn’t load this order"
      back={{ href: "/profile", label: "Your orders" }}
      message="Something went wrong while reading your order. Please try again in a moment."
    />
  );
}

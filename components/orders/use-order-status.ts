"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isApiStatus } from "@/components/http/api-error-message";
import { announceCartUpdated } from "@/components/cart/cart-events";
import { hasPaymentOutcome } from "@/lib/orders/contract/statuses";
import { fetchOrderStatus } from "./order-status-api";

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 30;

/**
 * Follows an order until it is paid or failed (a retryable decline is neither, so it keeps
 * following it): every 2 s, at most 30 times. Errors are ignored
 * and retried (a blip must not end the wait), except an unknown reference, which is final.
 * Any other status keeps the page where it is.
 */
export function useOrderStatus(reference: string, guestLink?: string) {
  const queryKey = ["order-status", reference];
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrderStatus(reference, signal, guestLink),
    retry: (failures, error) => !isApiStatus(error, 404) && failures < 2,
    refetchInterval: (current) => {
      const polls = current.state.dataUpdateCount + current.state.errorUpdateCount;
      if (hasPaymentOutcome(current.state.data?.status) || polls >= MAX_POLLS) return false;
      if (isApiStatus(current.state.error, 404)) return false;
      return POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
  const paid = query.data?.status === "paid";
  useEffect(() => {
    // The paid order emptied the server cart: the header badge must follow.
    if (paid) announceCartUpdated();
  }, [paid]);
  const notFound = isApiStatus(query.error, 404) && !query.data;
  // Reading the update times subscribes to every answer, even one equal to the last.
  const answeredAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  const state = queryClient.getQueryState(queryKey);
  const polls = answeredAt && state ? state.dataUpdateCount + state.errorUpdateCount : 0;
  const gaveUp = !hasPaymentOutcome(query.data?.status) && polls >= MAX_POLLS && !query.isFetching;
  return { data: query.data, notFound, gaveUp };
}

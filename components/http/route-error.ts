"use client";

import { useEffect } from "react";

/** What Next.js hands a route's error.tsx. */
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Logs the error a route's error view stands in for, once per error, in the browser console. */
export function useLoggedError(error: Error): void {
  useEffect(() => {
    console.error(error);
  }, [error]);
}

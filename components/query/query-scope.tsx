"use client";

import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ComponentType, type ReactNode } from "react";

// TanStack Query only where a view fetches with it (cart, checkout, order status, admin), not
// in every page's first load. Every scope in the browser shares one client, so the cart's
// cache is the same for the header badge and the cart page.

const OPTIONS = { defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } };
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  // On the server, a client per render: nothing is shared between requests.
  if (typeof window === "undefined") return new QueryClient(OPTIONS);
  browserClient ??= new QueryClient(OPTIONS);
  return browserClient;
}

/** Provides the shared client, unless a client is already provided above (a test's, an outer scope). */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? queryClient());
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryScope. */
export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `withQueryScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}

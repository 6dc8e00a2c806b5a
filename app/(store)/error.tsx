"use client";

import { lazy, Suspense } from "react";
import type { RouteErrorProps } from "@/components/http/route-error";

// Every storefront page carries this boundary in its first load: its view (buttons, icons, the
// error reference) loads only when an error is shown.
const StoreErrorView = lazy(() => import("@/components/store/store-error-view"));

/** A storefront page failed to render: components/store/store-error-view.tsx says so. */
export default function StoreError(props: RouteErrorProps) {
  return (
    <Suspense fallback={null}>
      <StoreErrorView {...props} />
    </Suspense>
  );
}

"use client";

import { lazy, Suspense } from "react";
import type { RouteErrorProps } from "@/components/http/route-error";
import "./globals.css";

// Every page carries this boundary in its first load: its view loads only when it is shown.
const GlobalErrorView = lazy(() => import("@/components/http/global-error-view"));

/** The root layout itself failed: a bare page of its own (components/http/global-error-view.tsx). */
export default function GlobalError(props: RouteErrorProps) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Suspense fallback={null}>
          <GlobalErrorView {...props} />
        </Suspense>
      </body>
    </html>
  );
}

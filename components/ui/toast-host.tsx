"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "./toast";

const AppToaster = lazy(() => import("./app-toaster"));

/** Where the app's Toaster mounts, on the first toast (so sonner is not in the first load). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToastHost(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

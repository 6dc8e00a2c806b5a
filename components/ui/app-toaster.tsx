"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "./toast";

/** The app's toasts: top-right, 5 s, unless a call says otherwise (checkout: bottom-centre, 3 s). */
export default function AppToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-right" duration={5000} richColors closeButton />;
}

"use client";

import { useEffect } from "react";

/**
 * On first load with no stored country, detects it from the browser's position (silently).
 * Its code loads after the page is up, outside the first load.
 */
export function LocationDetector() {
  useEffect(() => {
    void import("@/components/location/client-detect")
      .then(({ detectCountryOnce }) => detectCountryOnce())
      .catch(() => null);
  }, []);
  return null;
}

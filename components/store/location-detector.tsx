"use client";

import { useEffect } from "react";
import { detectCountryOnce } from "@/components/location/client-detect";

/** On first load with no stored country, detects it from the browser's position (silently). */
export function LocationDetector() {
  useEffect(() => {
    void detectCountryOnce();
  }, []);
  return null;
}
